import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AirShareLink, CreateAirShareLink } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';

export const airShareKeys = {
  links: (addressId: number) => ['air-share', addressId, 'links'] as const,
};

/** GET api/air-share/sites/{id}/links: the site's share links, newest first. */
export const useAirShareLinks = (addressId: number) =>
  useQuery({
    queryKey: airShareKeys.links(addressId),
    queryFn: ({ signal }): Promise<AirShareLink[]> =>
      typedApi.get('/api/air-share/sites/{addressId}/links', {
        path: { addressId },
        signal,
        silent: (error) => error.status === 404 || error.status === 403,
      }),
  });

/** POST: a new link; its answer is the only one that carries the path with the token. */
export function useCreateAirShareLink(addressId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAirShareLink): Promise<AirShareLink> =>
      typedApi.post('/api/air-share/sites/{addressId}/links', { path: { addressId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: airShareKeys.links(addressId) }),
  });
}

/** POST …/links/{id}/revoke. */
export function useRevokeAirShareLink(addressId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<AirShareLink> =>
      typedApi.post('/api/air-share/sites/{addressId}/links/{id}/revoke', { path: { addressId, id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: airShareKeys.links(addressId) }),
  });
}
