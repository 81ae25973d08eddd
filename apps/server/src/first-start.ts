import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config/config';

/** The entry's argument that makes its process prepare the database (migrate, seed) and exit. */
export const PREPARE_ARGUMENT = '--prepare';

export const isPreparing = (): boolean => process.argv.includes(PREPARE_ARGUMENT);

/** The embedded database has no cluster yet: this is a first start. */
export const isNewEmbeddedDatabase = (config: AppConfig): boolean =>
  !config.databaseUrl && !existsSync(path.join(config.dataDir, 'db', 'PG_VERSION'));

/**
 * A first start on PGlite creates its cluster and writes 90 days of demo history: in the server's
 * own process that left its memory ~150 MB above a restart's for good (PGlite's WebAssembly memory
 * and V8's heap do not shrink back). So the same entry, with the same loader flags, prepares the
 * new database in a child process first, and the server then starts as on a restart
 * (docs/decisions/041-compiled-server.md). Its log lines go to the same output.
 */
export function prepareInChildProcess(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, PREPARE_ARGUMENT], {
      stdio: 'inherit',
    });
    // A stop during the preparation stops the child too (Ctrl-C reaches both already).
    const stop = () => child.kill('SIGTERM');
    process.once('SIGTERM', stop);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.off('SIGTERM', stop);
      if (code === 0) resolve();
      else reject(new Error(`preparing the new database failed (${signal ?? `exit code ${code}`})`));
    });
  });
}
