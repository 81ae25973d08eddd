import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyCreate, ApiKeyDto, ApiKeyWithSecretDto } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import type { ApiError } from '../../../lib/api-error';

export const apiKeyKeys = { all: ['api-keys'] as const };

/** GET api/api-keys: the caller's account's keys (never a secret). */
export const useApiKeys = (enabled: boolean) =>
  useQuery({
    queryKey: apiKeyKeys.all,
    queryFn: ({ signal }): Promise<ApiKeyDto[]> => typedApi.get('/api/api-keys', { signal }),
    enabled,
    staleTime: 0,
  });

/** POST api/api-keys: the answer holds the secret, the only time it is shown; a 400 is said by the form. */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiKeyCreate): Promise<ApiKeyWithSecretDto> =>
      typedApi.post('/api/api-keys', { body: input, silent: (error: ApiError) => error.status === 400 }),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

/** POST api/api-keys/{id}/revoke: refused by every server from the next request on. */
export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<ApiKeyDto> =>
      typedApi.post('/api/api-keys/{id}/revoke', { path: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
