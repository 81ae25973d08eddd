import type { QueryKey } from '@tanstack/react-query';

/**
 * Which cached queries belong to the signed-in session: every one but those of the anonymous pages
 * (the session check itself, the profile ribbon, account activation, the consumer page with its own
 * token). A session query runs only while a token is stored and is forgotten when the token goes.
 */
const PUBLIC_QUERY_ROOTS = new Set<unknown>([
  'current-user',
  'management-info',
  'activate',
  'consumer',
  // The public air screen of a share link (decision 050).
  'air-screen',
]);

export function isSessionQuery(queryKey: QueryKey): boolean {
  return !PUBLIC_QUERY_ROOTS.has(queryKey[0]);
}
