import { notFound } from '../../../lib/app-error';
import type { AuditService } from '../../audit';
import type { LogLevel } from '@app/contracts';
import type { LoggerRegistry } from './logger-registry';

/** management/loggers: the named loggers' levels, and a level change (audited). */
export class LoggersService {
  constructor(
    private readonly loggers: LoggerRegistry,
    private readonly audit: AuditService,
  ) {}

  report() {
    return this.loggers.report();
  }

  levels(name: string) {
    const entry = this.loggers.report().loggers[name];
    if (!entry) throw notFound(`No logger named ${name}`);
    return entry;
  }

  /** A null level puts the logger back on its parent's level ('inherited' in the audit trail). */
  async changeLevel(actor: string, name: string, level: LogLevel | null): Promise<void> {
    if (!this.loggers.has(name)) throw notFound(`No logger named ${name}`);
    this.loggers.setLevel(name, level);
    await this.audit.record(actor, 'LOGGER_LEVEL_CHANGED', { logger: name, level: level ?? 'inherited' });
  }
}
