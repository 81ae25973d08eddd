import type { FastifyBaseLogger } from 'fastify';
import { LOG_LEVELS, type LoggerLevels, type LogLevel } from '@app/contracts';

export const ROOT_LOGGER = 'ROOT';

const TO_PINO: Record<LogLevel, string> = {
  OFF: 'silent',
  FATAL: 'fatal',
  ERROR: 'error',
  WARN: 'warn',
  INFO: 'info',
  DEBUG: 'debug',
  TRACE: 'trace',
};
export const fromPino = (level: string): LogLevel =>
  (Object.entries(TO_PINO).find(([, pino]) => pino === level)?.[0] as LogLevel | undefined) ?? 'INFO';

interface Entry {
  logger: FastifyBaseLogger;
  configured: LogLevel | null;
}

/**
 * The loggers whose level can be changed at run time (management/loggers): ROOT is the app's
 * pino logger (requests and services log through it); named loggers are its children, created
 * through `get(name)` (e.g. `app.loggers.get('purifier.tracker')`). A named logger without a
 * configured level follows ROOT. With `logger: false` (tests) pino is absent: the levels are
 * still kept and reported.
 */
export class LoggerRegistry {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly root: FastifyBaseLogger,
    private readonly startLevel: string,
  ) {
    this.entries.set(ROOT_LOGGER, { logger: root, configured: fromPino(startLevel) });
    this.apply(ROOT_LOGGER);
  }

  get(name: string): FastifyBaseLogger {
    let entry = this.entries.get(name);
    if (!entry) {
      entry = { logger: this.root.child({ logger: name }), configured: null };
      this.entries.set(name, entry);
      this.apply(name);
    }
    return entry.logger;
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  effectiveLevel(name: string): LogLevel {
    const entry = this.entries.get(name);
    return entry?.configured ?? this.entries.get(ROOT_LOGGER)!.configured ?? fromPino(this.startLevel);
  }

  report(): { levels: LogLevel[]; loggers: Record<string, LoggerLevels> } {
    const names = [...this.entries.keys()].sort((a, b) =>
      a === ROOT_LOGGER ? -1 : b === ROOT_LOGGER ? 1 : a.localeCompare(b),
    );
    return {
      levels: [...LOG_LEVELS],
      loggers: Object.fromEntries(
        names.map((name) => [
          name,
          { configuredLevel: this.entries.get(name)!.configured, effectiveLevel: this.effectiveLevel(name) },
        ]),
      ),
    };
  }

  /** null: ROOT goes back to LOG_LEVEL, a named logger back to following ROOT. */
  setLevel(name: string, level: LogLevel | null): void {
    const entry = this.entries.get(name);
    if (!entry) throw new Error(`unknown logger ${name}`);
    entry.configured = name === ROOT_LOGGER ? (level ?? fromPino(this.startLevel)) : level;
    if (name === ROOT_LOGGER) for (const other of this.entries.keys()) this.apply(other);
    else this.apply(name);
  }

  private apply(name: string): void {
    const logger = this.entries.get(name)!.logger as FastifyBaseLogger & { level?: string };
    // The abstract logger of `logger: false` has no level to set.
    if (typeof logger.level === 'string') logger.level = TO_PINO[this.effectiveLevel(name)];
  }
}
