/** The cache key of the account's quota (GET api/fleet/quota), apart so the error handler can refresh it. */
export const QUOTA_QUERY_KEY = ['fleet', 'quota'] as const;
