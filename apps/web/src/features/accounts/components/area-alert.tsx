import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/ui/loading';

const KINDS = {
  notAuthorized: { variant: 'danger', key: 'accountManagement.common.notAuthorized' },
  loadError: { variant: 'danger', key: 'accountManagement.common.loadError' },
  unknownAccount: { variant: 'warning', key: 'accountManagement.common.unknownAccount' },
  unknownAddress: { variant: 'warning', key: 'accountManagement.common.unknownAddress' },
} as const;

/**
 * Why a screen of the accounts area shows nothing: the caller's permissions do not allow it (the
 * call is not even made), the data could not be loaded, or the record is not one the caller sees.
 * Test ids `accounts-not-authorized`, `accounts-load-error`, `accounts-unknown-account`, `accounts-unknown-address`.
 */
export function AreaAlert({ kind }: { kind: keyof typeof KINDS }) {
  const { t } = useTranslation();
  const { variant, key } = KINDS[kind];
  const testId = `accounts-${kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  return (
    <Alert variant={variant} data-testid={testId}>
      {t(key)}
    </Alert>
  );
}

/** The alert (or spinner) of a page whose record is not ready. */
export function PageState({
  state,
}: {
  state: 'loading' | 'failed' | 'notAuthorized' | 'unknown' | 'ready';
}) {
  if (state === 'loading') return <Loading />;
  if (state === 'failed') return <AreaAlert kind="loadError" />;
  if (state === 'notAuthorized') return <AreaAlert kind="notAuthorized" />;
  if (state === 'unknown') return <AreaAlert kind="unknownAccount" />;
  return null;
}
