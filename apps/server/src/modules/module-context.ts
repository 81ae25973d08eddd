import type { AppConfig } from '../config/config';
import type { DatabaseHandle } from '../db/client';
import type { Mailer } from '../adapters/mail/mailer';
import type { Platform } from '../platform';
import type { IotProvider } from '../adapters/iot';
import type { JobEngine } from '../jobs/job-engine';
import type { ExportReaders } from '../lib/export-readers';
import type { Limit } from './auth';
import type { AfterAnswerQueue } from './consumer';
import type { LiveStatus } from './live-status';
import type { ReportPool } from './iot';
import type { FilterForecastRefresher } from './fleet-filters';
import type { AlarmAudienceRepository, AlarmEventBus } from './alerts';

/** What every feature module receives when app.ts registers it. */
export interface ModuleContext {
  config: AppConfig;
  database: DatabaseHandle;
  mailer: Mailer;
  platform: Platform;
  iot: IotProvider;
  jobs: JobEngine;
  /** The live status feed and the pushed events' consumer state. */
  live: LiveStatus;
  /** The PDF reports' worker pool and caps, shared by the report route and the monthly mail (decision 034). */
  reportPool: ReportPool;
  /** Told which devices' statuses were just stored: their filter forecasts follow within seconds. */
  filterForecasts: FilterForecastRefresher;
  /**
   * Every writer of statuses (the poller, the pushed events) tells this which devices' statuses it
   * stored: the filter forecasts and the alert rules follow them.
   */
  statusStored: (deviceIds: ReadonlySet<number>) => void;
  /** The alarm events' readers (notifications, webhooks), woken by the transaction that writes events. */
  alarmEvents: AlarmEventBus;
  /** Who may see each alarm (modules/alerts): the notification centre's recipients. */
  alarmAudience: Pick<AlarmAudienceRepository, 'usersWhoMaySee'>;
  /** The lists scheduled exports can mail, registered by the modules that own them (decision 048). */
  exportReaders: ExportReaders;
  /** Consumer registration and claim limits (default CONSUMER_LIMITS); tests lower them. */
  consumerRegisterLimits?: Partial<Record<'perEmail' | 'perIp' | 'claimPerConsumer' | 'claimPerIp', Limit>>;
  /** Prefix of the Redis keys (the provider's budgets); tests make it unique. */
  redisKeyPrefix?: string;
  /** Where the consumer registration's after-answer work runs; tests pass one with a gate. */
  consumerAfterAnswer?: AfterAnswerQueue;
}
