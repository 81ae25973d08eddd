import type { FastifyBaseLogger } from 'fastify';
import {
  pollingSlowdown,
  projectMonthEnd,
  QUOTA_MIN_ELAPSED_MS,
  quotaLevel,
  utcQuotaMonth,
  type IotQuotaList,
  type IotQuotaSortField,
  type QuotaLevel,
  type QuotaMonth,
  type QuotaProjection,
  type QuotaStatus,
} from '@app/contracts';
import type { Caller } from '../access/caller';
import type { AuditService } from '../audit';
import type { MailOutbox } from '../mail';
import type { AccountUsage, AlertAccount, QuotaGuardRepository } from './quota-guard.repository';
import { quotaAlertMail } from './quota-mails';

/** The longest the status polling interval is stretched: 24 × (e.g. a poll a day instead of every hour). */
export const MAX_SLOWDOWN = 24;

type AlertLevel = Exclude<QuotaLevel, 'ok'>;

/** 'YYYY-MM' of a UTC month, as iot_quota_alert keys it. */
export const monthKey = (month: QuotaMonth) => new Date(month.monthStart).toISOString().slice(0, 7);

/** pollingSlowdown clamped to [1, MAX_SLOWDOWN], to two decimals (so small drifts do not rewrite it). */
export function slowdownOf(projection: QuotaProjection): number {
  const factor = pollingSlowdown(projection);
  const clamped = Math.min(MAX_SLOWDOWN, Math.max(1, Number.isFinite(factor) ? factor : MAX_SLOWDOWN));
  return Math.round(clamped * 100) / 100;
}

/** The alert levels a projection reaches, lowest first. */
const levelsReached = (fraction: number): AlertLevel[] => {
  const level = quotaLevel(fraction);
  return level === 'critical' ? ['warning', 'critical'] : level === 'warning' ? ['warning'] : [];
};

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

function present(usage: AccountUsage, now: number, month: QuotaMonth) {
  const p = projectMonthEnd({ used: usage.used, limit: usage.limit, now, ...month });
  return {
    used: usage.used,
    limit: usage.limit,
    usedFraction: round4(p.usedFraction),
    projected: Math.round(p.projected),
    projectedFraction: round4(p.projectedFraction),
    level: p.level,
    depletesAt: p.depletesAt === null ? null : new Date(p.depletesAt).toISOString(),
    slowdown: usage.slowdown,
  };
}

/**
 * The provider quota guard (docs/product.md#iot-limits-and-quota):
 * - every 5 minutes `runOnce` reads the month's count of every account in one grouped query,
 *   projects it to the month's end (projectMonthEnd, UTC month as the gateway counts), sets the
 *   status polling slowdown (pollingSlowdown, clamped to [1, 24]; 1 again when the projection is
 *   fine, e.g. in a new month), and alerts once per account, month and level;
 * - alert levels are on the PROJECTED fraction (warning ≥ 70 %, critical ≥ 90 %), so the alert
 *   comes while there is still quota to act on; the mail also says the used share. An account
 *   first seen above 90 % gets the critical alert only (the warning row is recorded with it, silent);
 * - with several instances on one database, the alert row's INSERT … ON CONFLICT DO NOTHING
 *   RETURNING decides which instance sends: mails through the outbox in the same transaction,
 *   then the IOT_QUOTA_ALERT audit event.
 */
export class QuotaGuardService {
  constructor(
    private readonly repository: QuotaGuardRepository,
    private readonly outbox: MailOutbox,
    private readonly audit: AuditService,
    private readonly baseUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** GET api/fleet/quota: the caller's own account; null (204) for a super user without an account. */
  async status(caller: Caller, now = new Date()): Promise<QuotaStatus | null> {
    if (!caller.account) return null;
    const month = utcQuotaMonth(now.getTime());
    const usage = await this.repository.accountUsage(
      caller.account.id,
      new Date(month.monthStart),
      new Date(month.monthEnd),
    );
    if (!usage) return null;
    return {
      ...present(usage, now.getTime(), month),
      monthStart: new Date(month.monthStart).toISOString(),
      monthEnd: new Date(month.monthEnd).toISOString(),
    };
  }

  /** GET api/admin/iot-quota: the accounts with requests this month, by the asked order (default projected share, desc). */
  async list(
    query: { page: number; size: number; sort: { field: IotQuotaSortField; direction: 'asc' | 'desc' }[] },
    now = new Date(),
  ): Promise<{ total: number; list: IotQuotaList }> {
    const month = utcQuotaMonth(now.getTime());
    const at = Math.min(Math.max(now.getTime(), month.monthStart), month.monthEnd);
    // projectMonthEnd's rate, as one factor: projected = used × factor for every account this instant.
    const factor = 1 + (month.monthEnd - at) / Math.max(at - month.monthStart, QUOTA_MIN_ELAPSED_MS);
    const { total, rows } = await this.repository.page({
      monthStart: new Date(month.monthStart),
      monthEnd: new Date(month.monthEnd),
      factor,
      ...query,
    });
    return {
      total,
      list: {
        monthStart: new Date(month.monthStart).toISOString(),
        monthEnd: new Date(month.monthEnd).toISOString(),
        rows: rows.map((r) => ({
          userAccountId: r.accountId,
          login: r.login,
          name: r.name,
          accountType: r.accountType,
          ...present(r, now.getTime(), month),
        })),
      },
    };
  }

  /** One pass of the job; safe to run on several instances at once. */
  async runOnce(now = new Date()): Promise<{ accounts: number; slowdowns: number; alerts: number }> {
    const month = utcQuotaMonth(now.getTime());
    const key = monthKey(month);
    const usages = await this.repository.monthUsage(new Date(month.monthStart), new Date(month.monthEnd));
    const alerted = await this.repository.alertsOf(key);
    const changes: { accountId: number; slowdown: number }[] = [];
    const pending: {
      usage: AccountUsage;
      projection: QuotaProjection;
      slowdown: number;
      levels: AlertLevel[];
      renewsAt: number;
    }[] = [];
    for (const usage of usages) {
      const projection = projectMonthEnd({
        used: usage.used,
        limit: usage.limit,
        now: now.getTime(),
        ...month,
      });
      const slowdown = slowdownOf(projection);
      if (Math.abs(slowdown - usage.slowdown) >= 0.005)
        changes.push({ accountId: usage.accountId, slowdown });
      // Only accounts that made requests this month are alerted (a quota of 0 with no calls is no news).
      const levels = (usage.used > 0 ? levelsReached(projection.projectedFraction) : []).filter(
        (level) => !alerted.has(`${usage.accountId}:${level}`),
      );
      if (levels.length) pending.push({ usage, projection, slowdown, levels, renewsAt: month.monthEnd });
    }
    await this.repository.setSlowdowns(changes);
    let alerts = 0;
    if (pending.length) {
      const accounts = await this.repository.alertAccounts(pending.map((p) => p.usage.accountId));
      for (const item of pending) {
        const account = accounts.get(item.usage.accountId);
        if (!account) continue;
        try {
          if (await this.alert(key, account, item)) alerts += 1;
        } catch (error) {
          this.log.error({ err: error, accountId: item.usage.accountId }, 'quota alert failed');
        }
      }
    }
    return { accounts: usages.length, slowdowns: changes.length, alerts };
  }

  /** Records the levels; if this instance made a row, mails the highest level it made and audits it. */
  private async alert(
    month: string,
    account: AlertAccount,
    item: {
      usage: AccountUsage;
      projection: QuotaProjection;
      slowdown: number;
      levels: AlertLevel[];
      /** Epoch ms: the next counting month's start, when the quota renews. */
      renewsAt: number;
    },
  ): Promise<boolean> {
    const { usage, projection } = item;
    const facts = {
      account: account.name ?? account.owner?.login ?? `#${account.accountId}`,
      used: usage.used,
      limit: usage.limit,
      usedFraction: projection.usedFraction,
      projectedFraction: projection.projectedFraction,
      depletesAt: projection.depletesAt,
      renewsAt: item.renewsAt,
      slowdown: item.slowdown,
    };
    const sent = await this.outbox.transaction(async (tx, queue) => {
      const alerts = this.repository.withTransaction(tx);
      const made: AlertLevel[] = [];
      for (const level of item.levels)
        if (await alerts.insertAlert(account.accountId, month, level, projection.projectedFraction))
          made.push(level);
      const level = made.at(-1);
      if (!level) return undefined;
      const seen = new Set<string>();
      for (const user of [account.owner, account.parent]) {
        if (!user?.email || seen.has(user.email)) continue;
        seen.add(user.email);
        await queue(quotaAlertMail(this.baseUrl, { ...user, email: user.email }, { ...facts, level }));
      }
      return level;
    });
    if (!sent) return false;
    await this.audit.record(account.owner?.login ?? 'system', 'IOT_QUOTA_ALERT', {
      account: facts.account,
      level: sent,
      count: String(usage.used),
      limit: String(usage.limit),
      message: `used ${Math.round(projection.usedFraction * 100)} %, projected ${Math.round(
        projection.projectedFraction * 100,
      )} % of the ${month} quota; polling slowed ${item.slowdown}×`,
    });
    return true;
  }
}
