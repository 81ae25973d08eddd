/** Cache keys of user management: every write invalidates the whole `users` root. */
export const userKeys = {
  all: ['admin', 'users'] as const,
  list: (query: object) => ['admin', 'users', 'list', query] as const,
  one: (login: string) => ['admin', 'users', 'one', login] as const,
  authorities: ['admin', 'users', 'authorities'] as const,
};
