import { ruleKey, type AlertRuleDto, type AlertRuleInput } from '@app/contracts';
import type { JobEngine } from '../../../jobs/job-engine';
import { forbidden, notFound } from '../../../lib/app-error';
import type { Caller } from '../../access/caller';
import type { AuditService } from '../../audit';
import type { AlarmEventBus } from '../alarm-event-bus';
import type { AlertRuleRepository } from './alert-rule.repository';

const ruleNotFound = () => notFound('The alert rule does not exist');

/**
 * Alert rules (docs/decisions/040): an account's for its subtree, a site's for itself, the system's
 * (push silence) for administrators. The account or site must be in the caller's scope (else "not
 * found", as every scoped route answers); changes are audited.
 */
export class AlertRuleService {
  constructor(
    private readonly rules: AlertRuleRepository,
    private readonly audit: AuditService,
    private readonly jobs: JobEngine,
    private readonly events: AlarmEventBus,
    /**
     * Evaluates again the devices holding states of rules with these keys (the engine's
     * reevaluateKeys): a rule switched off, changed, overridden or deleted takes effect at once.
     */
    private readonly reevaluate: (ruleKeys: string[]) => Promise<unknown> = async () => undefined,
    private readonly now: () => Date = () => new Date(),
  ) {}

  list(caller: Caller, filter: { accountId?: number; addressId?: number }): Promise<AlertRuleDto[]> {
    return this.rules.list(caller, filter);
  }

  async create(caller: Caller, input: AlertRuleInput): Promise<AlertRuleDto> {
    await this.checkOwner(caller, input);
    const id = await this.rules.db.transaction((tx) =>
      this.rules.insert(tx, input, caller.login, this.now()),
    );
    await this.audit.record(caller.login, 'ALERT_RULE_CHANGED', { action: 'created', rule: String(id) });
    await this.reevaluate([ruleKey(input.condition)]);
    return (await this.rules.find(caller, id, 'read'))!;
  }

  async update(caller: Caller, id: number, input: AlertRuleInput): Promise<AlertRuleDto> {
    const before = await this.rules.find(caller, id, 'update');
    if (!before) throw ruleNotFound();
    if (before.accountId === null && before.addressId === null && !caller.isSuperUser) throw ruleNotFound();
    await this.checkOwner(caller, input);
    await this.rules.db.transaction((tx) => this.rules.update(tx, id, input, this.now()));
    await this.audit.record(caller.login, 'ALERT_RULE_CHANGED', { action: 'updated', rule: String(id) });
    await this.reevaluate([...new Set([ruleKey(before.condition), ruleKey(input.condition)])]);
    return (await this.rules.find(caller, id, 'read'))!;
  }

  /** Deletes a rule; its active alarms clear, and the alarm events' readers hear of it. */
  async delete(caller: Caller, id: number): Promise<void> {
    const before = await this.rules.find(caller, id, 'update');
    if (!before) throw ruleNotFound();
    await this.jobs.ready();
    const events = await this.rules.db.transaction(async (tx) => {
      const written = await this.rules.delete(tx, id, caller.login, this.now());
      if (written > 0) await this.events.signal(tx);
      return written;
    });
    if (events > 0) this.events.wake();
    await this.audit.record(caller.login, 'ALERT_RULE_CHANGED', { action: 'deleted', rule: String(id) });
    await this.reevaluate([ruleKey(before.condition)]);
  }

  /** System rules are the administrators'; an account or site outside the caller's scope is "not found". */
  private async checkOwner(caller: Caller, input: AlertRuleInput): Promise<void> {
    if (input.condition.kind === 'push_silence' && !caller.isSuperUser)
      throw forbidden('Only administrators manage the push silence rule');
    if (input.accountId != null && !(await this.rules.accountInScope(caller, input.accountId)))
      throw notFound('The account does not exist');
    if (input.addressId != null && !(await this.rules.siteInScope(caller, input.addressId)))
      throw notFound('The site does not exist');
  }
}
