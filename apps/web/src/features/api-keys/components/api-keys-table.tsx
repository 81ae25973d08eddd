import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { ApiKeyDto } from '@app/contracts';
import { formatDate, formatDateTime } from '../../../lib/formatters';
import { useNow } from '../../../lib/use-now';

/**
 * The account's keys: name and prefix, grants, expiry, who made it and when, last use (time and
 * address), state, and Revoke for the live ones. Scrolls sideways on a phone. Test ids
 * `api-keys-table`, `api-key-row-<id>`, `api-key-revoke-<id>`.
 */
export function ApiKeysTable({
  keys,
  onRevoke,
}: {
  keys: readonly ApiKeyDto[];
  onRevoke: (key: ApiKeyDto) => void;
}) {
  const { t } = useTranslation();
  const dash = '—';
  const now = useNow();
  return (
    <Table responsive hover size="sm" data-testid="api-keys-table">
      <caption className="visually-hidden">{t('apiKeys.list.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('apiKeys.list.name')}</th>
          <th scope="col">{t('apiKeys.list.grants')}</th>
          <th scope="col">{t('apiKeys.list.expiresAt')}</th>
          <th scope="col">{t('apiKeys.list.created')}</th>
          <th scope="col">{t('apiKeys.list.lastUsed')}</th>
          <th scope="col">{t('apiKeys.list.state')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('apiKeys.list.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => {
          const expired = key.expiresAt !== null && new Date(key.expiresAt).getTime() <= now;
          return (
            <tr key={key.id} data-testid={`api-key-row-${key.id}`}>
              <th scope="row">
                {key.name}
                <div className="font-monospace small text-body-secondary">{key.prefix}…</div>
              </th>
              <td>
                <ul className="list-unstyled mb-0 small">
                  {key.grants.map((g) => (
                    <li key={g.service}>
                      {t(`apiKeys.service.${g.service}`)}:{' '}
                      {g.operations.map((op) => t(`apiKeys.operation.${op}`)).join(', ')}
                    </li>
                  ))}
                </ul>
              </td>
              <td>{key.expiresAt ? formatDate(key.expiresAt) : t('apiKeys.list.never')}</td>
              <td className="small">
                {key.createdBy ?? dash}
                <div>{formatDateTime(key.createdAt)}</div>
              </td>
              <td className="small">
                {key.lastUsedAt ? formatDateTime(key.lastUsedAt) : t('apiKeys.list.neverUsed')}
                {key.lastUsedAddress && <div className="font-monospace">{key.lastUsedAddress}</div>}
              </td>
              <td>
                {key.revokedAt ? (
                  <Badge bg="secondary">{t('apiKeys.state.revoked')}</Badge>
                ) : expired ? (
                  <Badge bg="warning" text="dark">
                    {t('apiKeys.state.expired')}
                  </Badge>
                ) : (
                  <Badge bg="success">{t('apiKeys.state.active')}</Badge>
                )}
              </td>
              <td>
                {!key.revokedAt && (
                  <Button
                    size="sm"
                    variant="outline-danger"
                    onClick={() => onRevoke(key)}
                    aria-label={t('apiKeys.list.revokeNamed', { name: key.name })}
                    data-testid={`api-key-revoke-${key.id}`}
                  >
                    {t('apiKeys.list.revoke')}
                  </Button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
