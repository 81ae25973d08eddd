import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/config';
import type { AppDatabase } from '../../db/client';
import { CallerRepository } from '../access/caller.repository';
import { BulkJobFeed } from './bulk-job-feed';
import { DeviceStatusAudienceRepository } from './device-status-audience.repository';
import { DeviceStatusFeed } from './device-status-feed';
import { LiveStatus } from './live-status';
import { NotificationFeed } from './notification-feed';

export { DeviceStatusFeed, type StatusSubscriber } from './device-status-feed';
export { BulkJobFeed, type BulkJobChange, type BulkJobSubscriber } from './bulk-job-feed';
export { LiveStatus } from './live-status';
export { NotificationFeed, type NotificationChange, type NotificationSubscriber } from './notification-feed';

/**
 * The live status shared by the modules: one feed of devices' status, one of bulk jobs' progress and one
 * of the bell's notifications per instance, shared through Redis when there is one, on the channels
 * `<redisKeyPrefix>:device-status`, `<redisKeyPrefix>:bulk-jobs` and `<redisKeyPrefix>:notifications` (tests give each app pair a prefix of its own).
 */
export function createLiveStatus(
  db: AppDatabase,
  config: AppConfig,
  log: FastifyBaseLogger,
  redisKeyPrefix = 'purifier',
): LiveStatus {
  const callers = new CallerRepository(db);
  const feed = new DeviceStatusFeed(new DeviceStatusAudienceRepository(db), callers, log, {
    redisUrl: config.redisUrl,
    redisChannel: `${redisKeyPrefix}:device-status`,
  });
  const bulkJobs = new BulkJobFeed(callers, log, {
    redisUrl: config.redisUrl,
    redisChannel: `${redisKeyPrefix}:bulk-jobs`,
  });
  const notifications = new NotificationFeed(log, {
    redisUrl: config.redisUrl,
    redisChannel: `${redisKeyPrefix}:notifications`,
  });
  return new LiveStatus(feed, config.iot.push.enabled, bulkJobs, notifications);
}
