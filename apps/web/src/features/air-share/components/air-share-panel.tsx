import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { AIR_SHARE_EXPIRY_DAYS, type AirShareLink } from '@app/contracts';
import { ConfirmDeleteModal } from '../../../components/ui/confirm-delete-modal';
import { Loading } from '../../../components/ui/loading';
import { formatDateTime } from '../../../lib/formatters';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useNow } from '../../../lib/use-now';
import { useAirShareLinks, useCreateAirShareLink, useRevokeAirShareLink } from '../api/air-share-links';

type LinkState = 'active' | 'expired' | 'revoked';

const stateOf = (link: AirShareLink, now: number): LinkState =>
  link.revokedAt ? 'revoked' : Date.parse(link.expiresAt) <= now ? 'expired' : 'active';

/**
 * The site's air screen share links (docs/decisions/050), for those who may edit the site: the
 * list, a new link with its expiry (its address shown once, with Copy), and revocation after a
 * confirmation. Test ids `air-share-panel`, `air-share-expiry`, `air-share-create`,
 * `air-share-new-url`, `air-share-copy`, `air-share-row`, `air-share-revoke`.
 */
export function AirSharePanel({ addressId }: { addressId: number }) {
  const { t } = useTranslation();
  const links = useAirShareLinks(addressId);
  const create = useCreateAirShareLink(addressId);
  const revoke = useRevokeAirShareLink(addressId);
  const [days, setDays] = useState(String(AIR_SHARE_EXPIRY_DAYS.default));
  const [created, setCreated] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<AirShareLink | null>(null);
  const expiryId = useId();
  const urlId = useId();
  const dayCount = Number(days);
  const validDays =
    Number.isInteger(dayCount) &&
    dayCount >= AIR_SHARE_EXPIRY_DAYS.min &&
    dayCount <= AIR_SHARE_EXPIRY_DAYS.max;
  const now = useNow();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validDays) return;
    create.mutate(
      { expiresInDays: dayCount },
      { onSuccess: (link) => setCreated(link.path ? `${window.location.origin}${link.path}` : null) },
    );
  };
  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created);
      notifySuccess(t('airShare.panel.copied'));
    } catch {
      notifyError(t('airShare.panel.copyFailed'));
    }
  };

  let list;
  if (links.isError) list = <Alert variant="warning">{t('airShare.panel.loadError')}</Alert>;
  else if (!links.data) list = <Loading />;
  else if (!links.data.length) list = <p className="text-body-secondary">{t('airShare.panel.empty')}</p>;
  else
    list = (
      <Table responsive size="sm" className="align-middle">
        <thead>
          <tr>
            <th scope="col">{t('airShare.panel.createdAt')}</th>
            <th scope="col">{t('airShare.panel.expiresAt')}</th>
            <th scope="col">{t('airShare.panel.status')}</th>
            <th scope="col">{t('airShare.panel.views')}</th>
            <th scope="col">{t('airShare.panel.lastViewed')}</th>
            <th scope="col">{t('airShare.panel.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {links.data.map((link) => {
            const state = stateOf(link, now);
            return (
              <tr key={link.id} data-testid="air-share-row" data-state={state}>
                <td>{formatDateTime(link.createdAt)}</td>
                <td>{formatDateTime(link.expiresAt)}</td>
                <td>{t(`airShare.panel.state.${state}`)}</td>
                <td>{link.viewCount}</td>
                <td>{link.lastViewedAt ? formatDateTime(link.lastViewedAt) : t('airShare.panel.never')}</td>
                <td>
                  {state === 'revoked' ? null : (
                    <Button
                      size="sm"
                      variant="outline-danger"
                      data-testid="air-share-revoke"
                      onClick={() => setRevoking(link)}
                    >
                      {t('airShare.panel.revoke')}
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    );

  return (
    <div data-testid="air-share-panel">
      <p className="text-body-secondary">{t('airShare.panel.intro')}</p>
      <Form onSubmit={submit} className="row g-2 align-items-end mb-3" noValidate>
        <Form.Group className="col-auto" controlId={expiryId}>
          <Form.Label>{t('airShare.panel.expiry')}</Form.Label>
          <Form.Control
            type="number"
            min={AIR_SHARE_EXPIRY_DAYS.min}
            max={AIR_SHARE_EXPIRY_DAYS.max}
            step={1}
            required
            value={days}
            isInvalid={!validDays}
            aria-describedby={`${expiryId}-help`}
            onChange={(event) => setDays(event.target.value)}
            data-testid="air-share-expiry"
          />
          <Form.Text id={`${expiryId}-help`}>{t('airShare.panel.expiryHelp')}</Form.Text>
        </Form.Group>
        <div className="col-auto mb-4">
          <Button type="submit" disabled={!validDays || create.isPending} data-testid="air-share-create">
            {t('airShare.panel.create')}
          </Button>
        </div>
      </Form>
      {created ? (
        <Alert variant="success" data-testid="air-share-created">
          <p className="mb-2">{t('airShare.panel.created')}</p>
          <InputGroup>
            <Form.Label htmlFor={urlId} visuallyHidden>
              {t('airShare.panel.newLink')}
            </Form.Label>
            <Form.Control id={urlId} readOnly value={created} data-testid="air-share-new-url" />
            <Button variant="outline-secondary" onClick={copy} data-testid="air-share-copy">
              {t('airShare.panel.copy')}
            </Button>
          </InputGroup>
        </Alert>
      ) : null}
      {list}
      {revoking ? (
        <ConfirmDeleteModal
          title={t('airShare.panel.revokeTitle')}
          question={t('airShare.panel.revokeText')}
          cancelLabel={t('airShare.panel.cancel')}
          confirmLabel={t('airShare.panel.revoke')}
          closeLabel={t('airShare.panel.cancel')}
          deleting={revoke.isPending}
          onCancel={() => setRevoking(null)}
          onConfirm={() =>
            revoke.mutate(revoking.id, {
              onSuccess: () => {
                setRevoking(null);
                notifySuccess(t('airShare.panel.revoked'));
              },
            })
          }
        />
      ) : null}
    </div>
  );
}
