import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { AfterAnswerQueue } from './after-answer';
import { ConsumerAccountService } from './consumer-account.service';
import { ConsumerRegistrationService } from './consumer-registration.service';
import { ConsumerRepository } from './consumer.repository';
import { consumerRoutes } from './consumer.routes';
import { DeviceClaimRepository } from './device-claim.repository';

export { AfterAnswerQueue } from './after-answer';

/**
 * Registration limits: a few links per address an hour, more per client address (shared offices);
 * claims: a few per consumer an hour, more per client address (docs/decisions/023).
 */
export const CONSUMER_LIMITS = {
  perEmail: { limit: 5, windowMs: 3600_000 },
  perIp: { limit: 30, windowMs: 3600_000 },
  claimPerConsumer: { limit: 10, windowMs: 3600_000 },
  claimPerIp: { limit: 30, windowMs: 3600_000 },
};

/** The public consumer registration and device claim (docs/decisions/023). */
export async function consumerModule(app: FastifyInstance, context: ModuleContext) {
  const { platform, database, config } = context;
  const consumers = new ConsumerRepository(database.db);
  const limits = { ...CONSUMER_LIMITS, ...context.consumerRegisterLimits };
  const afterAnswer = context.consumerAfterAnswer ?? new AfterAnswerQueue(app.log);
  // A registration accepted before a stop still gets its account and its mail queued in the outbox.
  app.addHook('onClose', () => afterAnswer.settled());
  const registration = new ConsumerRegistrationService(
    consumers,
    platform.mailOutbox,
    platform.sessions,
    platform.audit,
    {
      perEmail: platform.attemptLimiter('consumer:email', limits.perEmail),
      perIp: platform.attemptLimiter('consumer:ip', limits.perIp),
    },
    config.baseUrl,
    app.log,
  );
  const accounts = new ConsumerAccountService(
    consumers,
    new DeviceClaimRepository(database.db),
    platform.audit,
    platform.sessions,
    {
      perConsumer: platform.attemptLimiter('consumer:claim', limits.claimPerConsumer),
      perIp: platform.attemptLimiter('consumer:claim-ip', limits.claimPerIp),
    },
    context.mailer,
  );
  await app.register(consumerRoutes, { registration, accounts, afterAnswer });
}
