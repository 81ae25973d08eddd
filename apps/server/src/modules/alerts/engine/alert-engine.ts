import type { AlertRuleKind } from '@app/contracts';
import type { AppDatabase } from '../../../db/client';
import type { JobEngine } from '../../../jobs/job-engine';
import type { AlarmEventBus } from '../alarm-event-bus';
import { SiteSettingsRepository, type DeviceSite } from '../site-settings.repository';
import { AlertEngineRepository, type EngineRule, type StoredState } from './alert-engine.repository';
import {
  observeDevice,
  observeEffect,
  observeFilter,
  observePushSilence,
  observeQuota,
  timingOf,
  type Seen,
} from './observe';
import { plan, stateKey, type Watch } from './plan';
import { RuleIndex } from './rule-index';

/** The kinds the ingest evaluates from a device's latest status. */
const STATUS_KINDS: readonly AlertRuleKind[] = ['parameter', 'offline'];

/** What the push silence rule needs to know besides the database. */
export interface PushWatch {
  /** Whether the provider's push is on at all (else there is nothing to miss). */
  enabled: boolean;
  /** Since when this process watches: a silence is counted from here when nothing was ever pushed. */
  watchingSince: number;
}

export interface EvaluationResult {
  /** How many rule states were written. */
  states: number;
  /** How many alarm events were written. */
  events: number;
}

const deviceWatch = (rule: EngineRule, site: DeviceSite, seen: Seen): Watch => ({
  rule,
  subject: 'device',
  subjectKey: `d:${site.deviceId}`,
  deviceId: site.deviceId,
  addressId: site.addressId,
  accountId: site.accountId,
  parameter: rule.condition.kind === 'parameter' ? rule.condition.parameter : null,
  observation: seen.observation,
  value: seen.value,
  timing: timingOf(rule.condition),
});

/**
 * The alert rules' evaluation (docs/decisions/040). Every evaluation — the ingest's batches and
 * the sweep — runs in one transaction under one advisory lock, so two never advance the same
 * state; it reads the batch's statuses, settings, rules and states set-based, advances each
 * state (alarm-machine.ts) and writes states, alarms and their events, waking the events' readers
 * in the same transaction.
 */
export class AlertEngine {
  private readonly rules: RuleIndex;

  constructor(
    private readonly db: AppDatabase,
    private readonly jobs: JobEngine,
    private readonly events: AlarmEventBus,
  ) {
    this.rules = new RuleIndex(() => new AlertEngineRepository(db).allRules());
  }

  /**
   * The parameter and offline rules of these devices on their latest stored status. `reobserve`:
   * the sweep's look at due states, read at `now` (opening hours, still offline) rather than at
   * the status's own time.
   */
  async evaluateDevices(
    deviceIds: readonly number[],
    now: number,
    reobserve = false,
  ): Promise<EvaluationResult> {
    if (deviceIds.length === 0) return { states: 0, events: 0 };
    // Most stored batches meet no rule and no state: skipped before any transaction.
    const outside = new AlertEngineRepository(this.db);
    const { generation, anyState } = await outside.workOf(deviceIds);
    await this.rules.refresh(generation);
    if (!anyState && !this.rules.has(STATUS_KINDS)) return { states: 0, events: 0 };
    return this.inTransaction(now, async (repo, tx) => {
      const sites = await new SiteSettingsRepository(tx).devices(deviceIds);
      const latest = await repo.latestStatuses(deviceIds);
      const watches: Watch[] = [];
      for (const site of sites.values()) {
        const status = latest.get(site.deviceId);
        const at = reobserve || !status ? now : status.logTime;
        for (const rule of this.rules.inForce(site, STATUS_KINDS))
          watches.push(deviceWatch(rule, site, observeDevice(rule.condition, site, status, at)));
      }
      return { watches, states: await repo.deviceStates(deviceIds, STATUS_KINDS) };
    });
  }

  /**
   * After a rule was written: the devices whose states belong to rules of these keys are evaluated
   * again at once (a rule switched off, changed or overridden clears its alarms now, not at the
   * device's next status); the other kinds follow at the next sweep.
   */
  async reevaluateKeys(ruleKeys: readonly string[], now: number): Promise<EvaluationResult> {
    const devices = await new AlertEngineRepository(this.db).devicesWithStatesOfKeys(ruleKeys);
    return this.evaluateDevices(devices, now, true);
  }

  /** The sweep (every minute): due states, filter forecasts, timers, push silence, quotas, purifier effects. */
  async sweep(now: number, push: PushWatch): Promise<EvaluationResult> {
    const due = await new AlertEngineRepository(this.db).dueDevices(now);
    const devices = await this.evaluateDevices(due, now, true);
    const filters = await this.evaluateFilters(now);
    const timers = await this.evaluateTimers(now);
    const silence = await this.evaluatePushSilence(now, push);
    const quotas = await this.evaluateQuotas(now);
    const effects = await this.evaluateEffects(now);
    const orphans = await this.clearOrphans(now);
    const all = [devices, filters, timers, silence, quotas, effects];
    return {
      states: all.reduce((sum, r) => sum + r.states, 0),
      events: all.reduce((sum, r) => sum + r.events, 0) + orphans,
    };
  }

  /** Clears the active alarms whose rule went without the API (a deleted account or site). */
  private async clearOrphans(now: number): Promise<number> {
    await this.jobs.ready();
    const events = await this.db.transaction(async (tx) => {
      const repo = new AlertEngineRepository(tx);
      await repo.lock();
      const written = await repo.clearOrphans(now);
      if (written > 0) await this.events.signal(tx);
      return written;
    });
    if (events > 0) this.events.wake();
    return events;
  }

  /** Filter rules on the devices of their accounts and sites, from the filter forecasts. */
  evaluateFilters(now: number): Promise<EvaluationResult> {
    return this.inTransaction(now, async (repo, tx) => {
      const forecasts = await repo.filterForecasts(await repo.devicesUnder(this.rules.ofKinds(['filter'])));
      const sites = await new SiteSettingsRepository(tx).devices(forecasts.map((f) => f.deviceId));
      const watches: Watch[] = [];
      for (const f of forecasts) {
        const site = sites.get(f.deviceId);
        if (!site) continue;
        for (const rule of this.rules.inForce(site, ['filter']))
          watches.push(deviceWatch(rule, site, observeFilter(rule.condition, f.forecast, now)));
      }
      return { watches, states: await repo.statesOfKind(['filter']) };
    });
  }

  /**
   * No-effect rules on the devices of their accounts and sites, from the stored purifier verdicts
   * (the purifier-effect job's, decision 051).
   */
  evaluateEffects(now: number): Promise<EvaluationResult> {
    return this.inTransaction(now, async (repo, tx) => {
      const rules = this.rules.ofKinds(['no_effect']);
      const states = await repo.statesOfKind(['no_effect']);
      if (rules.length === 0) return { watches: [], states };
      const ids = await repo.devicesUnder(rules);
      const verdicts = await repo.purifierEffects(ids);
      const sites = await new SiteSettingsRepository(tx).devices(ids);
      const watches: Watch[] = [];
      for (const site of sites.values())
        for (const rule of this.rules.inForce(site, ['no_effect']))
          watches.push(
            deviceWatch(rule, site, observeEffect(rule.condition, verdicts.get(site.deviceId), now)),
          );
      return { watches, states };
    });
  }

  /**
   * Timer rules on the devices of their accounts and sites: the device's latest timers bulk job
   * item failed (its timers could not be set); a later one done clears it.
   */
  evaluateTimers(now: number): Promise<EvaluationResult> {
    return this.inTransaction(now, async (repo, tx) => {
      const rules = this.rules.ofKinds(['timer']);
      const states = await repo.statesOfKind(['timer']);
      if (rules.length === 0) return { watches: [], states };
      const outcomes = await repo.timerOutcomes(await repo.devicesUnder(rules));
      const sites = await new SiteSettingsRepository(tx).devices([...outcomes.keys()]);
      const watches: Watch[] = [];
      for (const [deviceId, outcome] of outcomes) {
        const site = sites.get(deviceId);
        if (!site) continue;
        const seen: Seen = {
          observation: { at: now, breached: outcome.failed, rearmed: !outcome.failed },
          value: null,
        };
        for (const rule of this.rules.inForce(site, ['timer'])) watches.push(deviceWatch(rule, site, seen));
      }
      return { watches, states };
    });
  }

  /**
   * Quota rules on the accounts of their subtrees: the share of the month's provider quota used
   * (the quota guard's 70/90 % mails, as rules). A new month clears them.
   */
  evaluateQuotas(now: number): Promise<EvaluationResult> {
    return this.inTransaction(now, async (repo) => {
      const rules = this.rules.ofKinds(['quota']);
      const states = await repo.statesOfKind(['quota']);
      const roots = rules.flatMap((r) => (r.addressId === null && r.accountId !== null ? [r.accountId] : []));
      if (roots.length === 0) return { watches: [], states };
      const d = new Date(now);
      const monthStart = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
      const watches: Watch[] = [];
      for (const account of await repo.quotaAccounts(roots, monthStart))
        for (const rule of this.rules.inForce({ accountChain: account.chain, addressId: null }, ['quota']))
          watches.push({
            rule,
            subject: 'account',
            subjectKey: `u:${account.accountId}`,
            deviceId: null,
            addressId: null,
            accountId: account.accountId,
            parameter: null,
            ...observeQuota(rule.condition, account, now),
            timing: timingOf(rule.condition),
          });
      return { watches, states };
    });
  }

  /** The system's push silence rules. */
  evaluatePushSilence(now: number, push: PushWatch): Promise<EvaluationResult> {
    return this.inTransaction(now, async (repo) => {
      const rules = this.rules.ofKinds(['push_silence']).filter((r) => r.enabled);
      const states = await repo.statesOfKind(['push_silence']);
      if (rules.length === 0) return { watches: [], states };
      const longest = Math.max(
        ...rules.map((r) => (r.condition.kind === 'push_silence' ? r.condition.forMinutes : 0)),
      );
      const { lastPushedAt, anyOnline } = await repo.pushes(now - (longest + 1) * 60_000);
      const watches = rules.map((rule): Watch => ({
        rule,
        subject: 'system',
        subjectKey: 's',
        deviceId: null,
        addressId: null,
        accountId: null,
        parameter: null,
        ...observePushSilence(
          rule.condition,
          {
            enabled: push.enabled,
            anyOnline,
            lastPushedAt,
            watchingSince: push.watchingSince,
          },
          now,
        ),
        timing: timingOf(rule.condition),
      }));
      return { watches, states };
    });
  }

  /**
   * One evaluation: `read` answers the watches and the stored states they may touch (a stored
   * state no watch covers is retired); the plan is written and the readers woken, all in one
   * transaction.
   */
  private async inTransaction(
    now: number,
    read: (
      repo: AlertEngineRepository,
      tx: AppDatabase,
    ) => Promise<{ watches: Watch[]; states: StoredState[] }>,
  ): Promise<EvaluationResult> {
    await this.jobs.ready();
    const evaluated = await this.db.transaction(async (tx) => {
      const repo = new AlertEngineRepository(tx);
      await repo.lock();
      // Under the lock, the rules as committed now (a write since the batch's first look).
      await this.rules.refresh(await repo.generation(), () => repo.allRules());
      const { watches, states } = await read(repo, tx);
      const stored = new Map(states.map((s) => [stateKey(s.ruleId, s.subjectKey), s]));
      const watched = new Set(watches.map((w) => stateKey(w.rule.id, w.subjectKey)));
      const retired = states.filter((s) => !watched.has(stateKey(s.ruleId, s.subjectKey)));
      const result = plan(watches, stored, retired, now);
      const alarmIds = await repo.openAlarms(result.opens, now);
      const states_ = result.states.map((s) =>
        s.phase !== 'idle' && s.alarmId === null
          ? { ...s, alarmId: alarmIds.get(stateKey(s.ruleId, s.subjectKey)) ?? null }
          : s,
      );
      await repo.writeStates(states_, now);
      await repo.changeAlarms(result.changes, now);
      if (result.events > 0) await this.events.signal(tx);
      return { states: states_.length, events: result.events };
    });
    if (evaluated.events > 0) this.events.wake();
    return evaluated;
  }
}
