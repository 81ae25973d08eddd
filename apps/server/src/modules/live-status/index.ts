import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/config';
import type { AppDatabase } from '../../db/client';
import { CallerRepository } from '../access/caller.repository';
import { DeviceStatusAudienceRepository } from './device-status-audience.repository';
import { DeviceStatusFeed } from './device-status-feed';
import { LiveStatus } from './live-status';

export { DeviceStatusFeed, type StatusSubscriber } from './device-status-feed';
export { LiveStatus } from './live-status';

/**
 * The live status shared by the modules: one feed per instance, shared through Redis when there is
 * one, on the channel `<redisKeyPrefix>:device-status` (tests give each app pair a prefix of its own).
 */
export function createLiveStatus(
  db: AppDatabase,
  config: AppConfig,
  log: FastifyBaseLogger,
  redisKeyPrefix = 'purifier',
): LiveStatus {
  const feed = new DeviceStatusFeed(new DeviceStatusAudienceRepository(db), new CallerRepository(db), log, {
    redisUrl: config.redisUrl,
    redisChannel: `${redisKeyPrefix}:device-status`,
  });
  return new LiveStatus(feed, config.iot.push.enabled);
}
