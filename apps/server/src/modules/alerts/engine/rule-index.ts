import { effectiveRules, type AlertRuleKind } from '@app/contracts';
import type { EngineRule } from './alert-engine.repository';

/** Where a subject stands among the rules: its account chain (the root first) and its site. */
export interface RulePlace {
  accountChain: readonly number[];
  addressId: number | null;
}

/**
 * The alert rules in memory (docs/decisions/040). Every evaluation used to read the rules of its
 * batch's accounts and sites again — with thousands of rules, most of an ingest batch's cost. The
 * index reads them all once and again only when `alert_rule_generation` moved (a trigger moves it
 * on every write to alert_rule, on any instance), and remembers the rules in force per place:
 * devices of one account at one site share them.
 */
export class RuleIndex {
  private generation: number | null = null;
  private all: EngineRule[] = [];
  private byAccount = new Map<number, EngineRule[]>();
  private byAddress = new Map<number, EngineRule[]>();
  private inForceByPlace = new Map<string, EngineRule[]>();

  constructor(private readonly read: () => Promise<EngineRule[]>) {}

  /** Brings the index to `generation`, reading the rules only when it moved. */
  async refresh(generation: number, read: () => Promise<EngineRule[]> = this.read): Promise<void> {
    if (generation === this.generation) return;
    const rules = await read();
    this.all = rules;
    this.byAccount = group(rules, (r) => (r.addressId === null ? r.accountId : null));
    this.byAddress = group(rules, (r) => r.addressId);
    this.inForceByPlace = new Map();
    this.generation = generation;
  }

  /** Every rule of these kinds (enabled or not: a disabled one may override another). */
  ofKinds(kinds: readonly AlertRuleKind[]): EngineRule[] {
    return this.all.filter((r) => kinds.includes(r.kind));
  }

  /** Whether any rule of these kinds exists. */
  has(kinds: readonly AlertRuleKind[]): boolean {
    return this.all.some((r) => kinds.includes(r.kind));
  }

  /** The enabled rules of these kinds in force at a place: its account chain's, then its site's. */
  inForce(place: RulePlace, kinds: readonly AlertRuleKind[]): EngineRule[] {
    const key = `${kinds.join(',')}|${place.accountChain.join('.')}|${place.addressId ?? ''}`;
    let rules = this.inForceByPlace.get(key);
    if (!rules) {
      const ofKinds = (list: EngineRule[] | undefined) => (list ?? []).filter((r) => kinds.includes(r.kind));
      rules = effectiveRules([
        ...place.accountChain.map((id) => ofKinds(this.byAccount.get(id))),
        place.addressId === null ? [] : ofKinds(this.byAddress.get(place.addressId)),
      ]);
      this.inForceByPlace.set(key, rules);
    }
    return rules;
  }
}

function group<T>(items: Iterable<T>, key: (item: T) => number | null): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k === null) continue;
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}
