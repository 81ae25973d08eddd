import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_DELIVERY_LOG_LIMIT,
  type WebhookCreate,
  type WebhookDeliveryDto,
  type WebhookDto,
  type WebhookInput,
  type WebhookWithSecretDto,
} from '@app/contracts';
import type { AuditService } from '../audit';
import { AppError, notFound } from '../../lib/app-error';
import type { Caller } from '../access/caller';
import type { WebhookDelivery } from './webhook-delivery';
import { refuseTarget, type TargetRefusal } from './webhook-target';
import { presentDelivery, presentWebhook } from './webhook.presenter';
import type { WebhookRepository, WebhookRow } from './webhook.repository';

/** A new secret: 32 random bytes, hex. Stored as is: the server signs with it. */
const newSecret = () => randomBytes(32).toString('hex');

const REFUSAL_TEXT: Record<TargetRefusal, string> = {
  notHttps: 'url must be https',
  privateAddress: 'url must not reach a private, loopback or link-local address',
  unresolved: "url's host does not resolve",
};

/**
 * An account's webhook endpoints (docs/decisions/040): a caller with DEVICE_MANAGEMENT update (the
 * route checks it) manages the endpoints of the accounts of his subtree; any other endpoint is
 * 404 to him. The secret is shown once, when made (create, rotate); every change is audited.
 */
export class WebhookService {
  constructor(
    private readonly repository: WebhookRepository,
    private readonly delivery: WebhookDelivery,
    private readonly audit: AuditService,
    private readonly profile: 'dev' | 'prod',
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(caller: Caller, accountId?: number): Promise<WebhookDto[]> {
    if (accountId !== undefined) await this.account(caller, accountId);
    const rows = await this.repository.list({ accountId, subtreeOf: this.root(caller) });
    return rows.map(presentWebhook);
  }

  async create(caller: Caller, input: WebhookCreate): Promise<WebhookWithSecretDto> {
    await this.account(caller, input.accountId);
    await this.checkTarget(input.url);
    const row = await this.repository.insert({
      accountId: input.accountId,
      name: input.name,
      url: input.url,
      secret: newSecret(),
      events: input.events,
      enabled: input.enabled,
      createdBy: caller.login,
      createdAt: this.now(),
    });
    await this.audited(caller, 'created', row);
    return { ...presentWebhook(row), secret: row.secret };
  }

  /** Replaces the endpoint's settings; enabling it again starts a new run of failures. */
  async update(caller: Caller, id: number, input: WebhookInput): Promise<WebhookDto> {
    const current = await this.visible(caller, id);
    if (input.url !== current.url) await this.checkTarget(input.url);
    const reenabled = input.enabled && !current.enabled;
    const row = await this.repository.update(id, {
      name: input.name,
      url: input.url,
      events: input.events,
      enabled: input.enabled,
      ...(reenabled || !input.enabled ? { disabledReason: null } : {}),
      ...(reenabled ? { consecutiveFailures: 0 } : {}),
    });
    if (!row) throw notFound();
    await this.audited(caller, 'updated', row);
    return presentWebhook(row);
  }

  async remove(caller: Caller, id: number): Promise<void> {
    const current = await this.visible(caller, id);
    if (!(await this.repository.delete(id))) throw notFound();
    await this.audited(caller, 'deleted', current);
  }

  async rotateSecret(caller: Caller, id: number): Promise<WebhookWithSecretDto> {
    await this.visible(caller, id);
    const row = await this.repository.update(id, { secret: newSecret() });
    if (!row) throw notFound();
    await this.audited(caller, 'secretRotated', row);
    return { ...presentWebhook(row), secret: row.secret };
  }

  /** Sends a `test` event now (enabled or not: a way to check before enabling) and answers its log. */
  async test(caller: Caller, id: number): Promise<WebhookDeliveryDto> {
    const endpoint = await this.visible(caller, id);
    return presentDelivery(await this.delivery.sendTest(endpoint));
  }

  async deliveries(caller: Caller, id: number): Promise<WebhookDeliveryDto[]> {
    await this.visible(caller, id);
    return (await this.repository.deliveries(id, WEBHOOK_DELIVERY_LOG_LIMIT)).map(presentDelivery);
  }

  /** The root of the caller's subtree; undefined for the super user (every account). */
  private root(caller: Caller): number | undefined {
    if (caller.isSuperUser) return undefined;
    // The route's permission needs a business account: reaching here without one is a wiring fault.
    if (!caller.account) throw new Error('webhooks: a caller without an account');
    return caller.account.id;
  }

  private async account(caller: Caller, accountId: number): Promise<void> {
    if (!(await this.repository.accountInSubtree(accountId, this.root(caller)))) throw notFound();
  }

  private async visible(caller: Caller, id: number): Promise<WebhookRow> {
    const row = await this.repository.get(id);
    if (!row || !(await this.repository.accountInSubtree(row.accountId, this.root(caller)))) throw notFound();
    return row;
  }

  /** The SSRF rule at save time (the delivery checks again when it connects). */
  private async checkTarget(url: string): Promise<void> {
    const refusal = await refuseTarget(url, this.profile);
    if (!refusal) return;
    throw new AppError(400, 'validation', REFUSAL_TEXT[refusal], {
      fieldErrors: [{ objectName: 'webhook', field: 'url', message: refusal }],
    });
  }

  private async audited(caller: Caller, change: string, row: WebhookRow): Promise<void> {
    await this.audit.record(caller.login, 'WEBHOOK_CHANGED', {
      change,
      webhook: String(row.id),
      account: String(row.accountId),
      url: row.url,
    });
  }
}
