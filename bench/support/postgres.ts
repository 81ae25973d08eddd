/**
 * The PostgreSQL a bench writes to: DATABASE_URL, a database of one's own on this machine. Without
 * one the bench says how to make it and exits 1 (benches never touch a database elsewhere).
 */
export function requirePostgres(databaseName: string, script: string): string {
  const url = process.env.DATABASE_URL;
  const example = `postgres://postgres@127.0.0.1:5432/${databaseName}`;
  const problem = !url
    ? 'DATABASE_URL is not set'
    : !/^postgres(ql)?:\/\//.test(url)
      ? 'DATABASE_URL is not a postgres:// URL'
      : !['127.0.0.1', 'localhost'].includes(new URL(url).hostname)
        ? 'DATABASE_URL must name a PostgreSQL on 127.0.0.1'
        : null;
  if (problem) {
    console.error(
      [
        `${problem}. This bench needs a PostgreSQL database of its own on 127.0.0.1, e.g.:`,
        `  createdb -h 127.0.0.1 -U postgres ${databaseName}`,
        `  DATABASE_URL=${example} npm run ${script} -w bench`,
        'See bench/README.md.',
      ].join('\n'),
    );
    process.exit(1);
  }
  return url!;
}
