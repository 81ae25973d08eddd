import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { clearConsumerToken, setConsumerToken, useConsumerToken } from '../../../lib/auth/consumer-token';
import { useSession } from '../../../lib/auth/session';
import { focusProgrammatically } from '../../../lib/page-focus';
import { claimActivationKey, useActivateConsumer } from '../api/activate-consumer';
import { consumerKeys, onConsumerSessionExpired } from '../api/consumer-request';
import { useConsumerAccount } from '../api/get-consumer-account';

/** A page-level message: a failure (alert, takes the focus) or news (status). */
export interface Notice {
  key: string;
  kind: 'alert' | 'status';
  variant: 'danger' | 'warning' | 'success' | 'info';
}

export type ConsumerView = 'loading' | 'unavailable' | 'activating' | 'register' | 'active' | 'accountError';

/**
 * The consumer registration's flow (docs/product.md#consumer-registration) for the mailed `key`, if
 * any: which step shows (`view`), the page's message, the mailed key exchanged once for the consumer
 * token (the address then becomes plain /consumer), back to step 1 on a 401 or on `endConsumerSession`,
 * and the focus following the step (to `noticeRef` when the message reports a failure).
 */
export function useConsumerFlow(key: string | undefined) {
  const session = useSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const token = useConsumerToken();
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  const backOffice = session.isAuthenticated;
  const consumerAllowed = session.sessionFetched && !backOffice;
  const activation = useActivateConsumer();
  const account = useConsumerAccount(consumerAllowed && !key ? token : null);

  // A consumer call refused with 401 (token expired, account deleted elsewhere): back to step 1.
  useEffect(
    () =>
      onConsumerSessionExpired(() => {
        client.removeQueries({ queryKey: consumerKeys.accounts });
        setNotice({ key: 'consumer.notices.expired', kind: 'alert', variant: 'warning' });
      }),
    [client],
  );

  // The mailed key, once: the token is kept and the key leaves the address (replace, so a reload
  // does not replay it); a refused key leaves it too, with the reason.
  const { mutate: activate } = activation;
  useEffect(() => {
    if (!key || !consumerAllowed || !claimActivationKey(key)) return;
    const leaveKey = () => void navigate(paths.consumer.getHref(), { replace: true });
    activate(key, {
      onSuccess: ({ token: consumerToken }) => {
        client.removeQueries({ queryKey: consumerKeys.accounts });
        setConsumerToken(consumerToken);
        setNotice(null);
        leaveKey();
      },
      onError: (error) => {
        // A refused link means step 1, whoever was signed in with an earlier one in this tab.
        clearConsumerToken();
        client.removeQueries({ queryKey: consumerKeys.accounts });
        const unreachable = isApiError(error) && error.status === 0;
        setNotice({
          key: unreachable ? 'consumer.errors.unreachable' : 'consumer.notices.consumerkey',
          kind: 'alert',
          variant: 'danger',
        });
        leaveKey();
      },
    });
  }, [key, consumerAllowed, activate, client, navigate]);

  let view: ConsumerView;
  if (!session.sessionFetched) view = 'loading';
  else if (backOffice) view = 'unavailable';
  else if (key) view = 'activating';
  else if (!token) view = 'register';
  else if (account.data) view = 'active';
  else if (account.isError) view = 'accountError';
  else view = 'loading';

  // Focus follows the step (not on the first render: the skip link comes first on a page load).
  const lastView = useRef<ConsumerView>(view);
  useEffect(() => {
    if (lastView.current === view) return;
    lastView.current = view;
    if (view === 'loading' || view === 'activating') return;
    const heading = document.querySelector<HTMLElement>('[data-testid=consumer-step-heading]');
    const target = notice?.kind === 'alert' ? noticeRef.current : heading;
    if (target) focusProgrammatically(target);
  }, [view, notice]);

  const endConsumerSession = (next: Notice | null) => {
    clearConsumerToken();
    client.removeQueries({ queryKey: consumerKeys.accounts });
    setNotice(next);
  };

  const refreshAccount = () => void client.invalidateQueries({ queryKey: consumerKeys.accounts });

  return { view, notice, setNotice, noticeRef, account, endConsumerSession, refreshAccount };
}
