import {
  DEFAULT_THRESHOLDS,
  effectiveThresholds,
  THRESHOLD_PRESETS,
  THRESHOLD_PRESET_NAMES,
  type OpeningHours,
  type ThresholdPresetDto,
  type ThresholdSet,
  type ThresholdView,
} from '@app/contracts';
import { notFound } from '../../../lib/app-error';
import type { Caller } from '../../access/caller';
import type { AuditService } from '../../audit';
import type { SettingsOwner, SiteSettingsStore } from './site-settings-store.repository';

/**
 * Accounts' and sites' thresholds and sites' opening hours (decision 040). The account or site
 * must be in the caller's scope, else "not found" like every scoped route; changes are audited.
 */
export class SiteSettingsService {
  constructor(
    private readonly store: SiteSettingsStore,
    private readonly audit: AuditService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  presets(): ThresholdPresetDto[] {
    return THRESHOLD_PRESET_NAMES.map((name) => ({ name, overrides: THRESHOLD_PRESETS[name] }));
  }

  async thresholds(caller: Caller, owner: SettingsOwner): Promise<ThresholdView> {
    await this.checkScope(caller, owner, 'read');
    return this.view(owner);
  }

  async saveThresholds(
    caller: Caller,
    owner: SettingsOwner,
    overrides: ThresholdSet,
  ): Promise<ThresholdView> {
    await this.checkScope(caller, owner, 'update');
    await this.store.saveOverrides(owner, overrides, caller.login, this.now());
    await this.audit.record(caller.login, 'SITE_SETTINGS_CHANGED', {
      action: 'thresholds saved',
      ...ownerData(owner),
      parameters: Object.keys(overrides).join(','),
    });
    return this.view(owner);
  }

  async resetThresholds(caller: Caller, owner: SettingsOwner): Promise<void> {
    await this.checkScope(caller, owner, 'update');
    if (await this.store.deleteOverrides(owner))
      await this.audit.record(caller.login, 'SITE_SETTINGS_CHANGED', {
        action: 'thresholds reset',
        ...ownerData(owner),
      });
  }

  async openingHours(caller: Caller, addressId: number): Promise<OpeningHours | null> {
    await this.checkScope(caller, { addressId }, 'read');
    return this.store.openingHours(addressId);
  }

  async saveOpeningHours(caller: Caller, addressId: number, hours: OpeningHours): Promise<OpeningHours> {
    await this.checkScope(caller, { addressId }, 'update');
    await this.store.saveOpeningHours(addressId, hours, caller.login, this.now());
    await this.audit.record(caller.login, 'SITE_SETTINGS_CHANGED', {
      action: 'opening hours saved',
      site: String(addressId),
    });
    return hours;
  }

  async deleteOpeningHours(caller: Caller, addressId: number): Promise<void> {
    await this.checkScope(caller, { addressId }, 'update');
    if (await this.store.deleteOpeningHours(addressId))
      await this.audit.record(caller.login, 'SITE_SETTINGS_CHANGED', {
        action: 'opening hours removed',
        site: String(addressId),
      });
  }

  private async view(owner: SettingsOwner): Promise<ThresholdView> {
    const [here, above] = await Promise.all([this.store.overrides(owner), this.store.layersAbove(owner)]);
    const inherited = above.length ? effectiveThresholds(above) : DEFAULT_THRESHOLDS;
    return {
      overrides: here?.overrides ?? {},
      inherited,
      effective: effectiveThresholds([...above, here?.overrides]),
      updatedAt: here?.updatedAt ?? null,
    };
  }

  private async checkScope(caller: Caller, owner: SettingsOwner, op: 'read' | 'update'): Promise<void> {
    if ('accountId' in owner) {
      if (!(await this.store.accountInScope(caller, owner.accountId)))
        throw notFound('The account does not exist');
    } else if (!(await this.store.siteInScope(caller, owner.addressId, op))) {
      throw notFound('The site does not exist');
    }
  }
}

const ownerData = (owner: SettingsOwner): Record<string, string> =>
  'accountId' in owner ? { account: String(owner.accountId) } : { site: String(owner.addressId) };
