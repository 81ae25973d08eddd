import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountDto,
  WebhookCreate,
  WebhookDeliveryDto,
  WebhookDto,
  WebhookInput,
  WebhookWithSecretDto,
} from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import type { ApiError } from '../../../lib/api-error';

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: ['webhooks', 'list'] as const,
  deliveries: (id: number) => ['webhooks', 'deliveries', id] as const,
  accounts: (uuid: string) => ['webhooks', 'accounts', uuid] as const,
};

/** A 400 naming a field (the URL refused in production) is said beside the field, not in a toast. */
const shownByTheForm = (error: ApiError) => error.status === 400;

/** GET api/webhooks: every endpoint of the caller's subtree (never their secrets). */
export const webhooksQueryOptions = () =>
  queryOptions({
    queryKey: webhookKeys.list,
    queryFn: ({ signal }): Promise<WebhookDto[]> => typedApi.get('/api/webhooks', { signal }),
    staleTime: 0,
  });
export const useWebhooks = (enabled: boolean) => useQuery({ ...webhooksQueryOptions(), enabled });

/** GET api/webhooks/{id}/deliveries: the newest 100 attempts, newest first. */
export const useWebhookDeliveries = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: webhookKeys.deliveries(id),
    queryFn: ({ signal }): Promise<WebhookDeliveryDto[]> =>
      typedApi.get('/api/webhooks/{id}/deliveries', { path: { id }, signal }),
    enabled,
    staleTime: 0,
  });

/** An account the create form offers. */
export interface WebhookAccountChoice {
  id: number;
  label: string;
}

const accountLabel = (a: AccountDto) => a.comPartnerAccount?.businessName || a.user?.login || `#${a.id}`;

/**
 * The accounts an endpoint may be made for: the caller's own and its children (the accounts area's
 * call, the first 100); without the right to list accounts, the own one only.
 */
export function useWebhookAccounts(own: AccountDto | undefined) {
  return useQuery({
    queryKey: webhookKeys.accounts(own?.uuid ?? String(own?.id ?? '')),
    enabled: own !== undefined,
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<WebhookAccountChoice[]> => {
      if (!own) return [];
      const children = own.uuid
        ? await typedApi
            .get('/api/user-accounts/uuid/parent/{uuid}', {
              path: { uuid: own.uuid },
              query: { page: 0, size: 100, sort: 'id,asc' },
              signal,
              globalHandling: false,
            })
            .catch(() => [])
        : [];
      return [own, ...(Array.isArray(children) ? children : [])].map((a) => ({
        id: a.id,
        label: accountLabel(a),
      }));
    },
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: webhookKeys.all });
}

export function useCreateWebhook() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: WebhookCreate): Promise<WebhookWithSecretDto> =>
      typedApi.post('/api/webhooks', { body: input, silent: shownByTheForm }),
    onSuccess: refresh,
  });
}

export function useUpdateWebhook() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: WebhookInput }): Promise<WebhookDto> =>
      typedApi.put('/api/webhooks/{id}', { path: { id }, body: input }),
    onSettled: refresh,
  });
}

export function useDeleteWebhook() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => typedApi.delete('/api/webhooks/{id}', { path: { id } }),
    onSettled: refresh,
  });
}

/** POST api/webhooks/{id}/test: the attempt, logged; a refused or failed one is an answer too. */
export function useTestWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<WebhookDeliveryDto> =>
      typedApi.post('/api/webhooks/{id}/test', { path: { id } }),
    onSettled: (_data, _error, id) => client.invalidateQueries({ queryKey: webhookKeys.deliveries(id) }),
  });
}

export function useRotateWebhookSecret() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number): Promise<WebhookWithSecretDto> =>
      typedApi.post('/api/webhooks/{id}/rotate-secret', { path: { id } }),
    onSuccess: refresh,
  });
}

/** The settings of an endpoint as PUT takes them, with a change. */
export const inputOf = (hook: WebhookDto, change: Partial<WebhookInput> = {}): WebhookInput => ({
  name: hook.name,
  url: hook.url,
  events: hook.events,
  enabled: hook.enabled,
  ...change,
});
