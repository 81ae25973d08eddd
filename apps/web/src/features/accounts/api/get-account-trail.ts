import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserAccountDto } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { accountKeys } from './account-query-keys';

/** Never more levels than the account tree has (ADMIN down to CUSTOMER), with room to spare. */
const MAX_DEPTH = 12;

/**
 * The account of `uuid` and its ancestors up to the caller's own account (`rootId`), root first,
 * for the breadcrumbs and the selected account's role: GET api/user-accounts?uuid.equals= and then
 * GET api/user-accounts/{parentId} up the tree. Both are scoped by the server to the caller's
 * subtree, so an unknown or foreign uuid gives null.
 */
export async function getAccountTrail(
  uuid: string,
  rootId: number,
  signal?: AbortSignal,
): Promise<UserAccountDto[] | null> {
  const [selected]: UserAccountDto[] = await typedApi.get('/api/user-accounts', {
    query: { 'uuid.equals': uuid, size: 1 },
    signal,
  });
  if (!selected) return null;
  const trail = [selected];
  let node = selected;
  while (node.id !== rootId && node.parentId !== null && trail.length < MAX_DEPTH) {
    node = await typedApi.get('/api/user-accounts/{id}', { path: { id: node.parentId }, signal });
    trail.unshift(node);
  }
  return trail;
}

export const accountTrailQueryOptions = (uuid: string, rootId: number) =>
  queryOptions({
    queryKey: accountKeys.trail(uuid, rootId),
    queryFn: ({ signal }) => getAccountTrail(uuid, rootId, signal),
  });

export const useAccountTrail = (uuid: string | undefined, rootId: number | undefined, enabled = true) =>
  useQuery({
    ...accountTrailQueryOptions(uuid ?? '', rootId ?? 0),
    enabled: enabled && !!uuid && rootId !== undefined,
  });
