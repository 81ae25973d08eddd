import {
  cleanAirDelivered,
  EFFECT_RULES,
  EFFECTIVENESS_MAX_DAYS,
  effectivenessPeriodFits,
  purifierEffect,
  type EffectivenessQuery,
  type PurifierEffectiveness,
  type SiteEffectiveness,
} from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import { heldHours } from '../../db/held-hours';
import { AppError, notFound } from '../../lib/app-error';
import type { Caller } from '../access/caller';
import type { AirQualityRepository } from './air-quality.repository';
import type { AirQualityService } from './air-quality.service';
import type { PurifierEffectRepository } from './purifier-effect.repository';

/** m³ of clean air, or null when the model lacks the CADR of a speed the purifier ran at. */
function delivered(hoursBySpeed: readonly number[], cadr: readonly (number | null)[]): number | null {
  if (hoursBySpeed.some((hours, i) => hours > 0 && cadr[i] === null)) return null;
  return cleanAirDelivered(hoursBySpeed as [number, number, number, number], cadr);
}

/**
 * A site's purifier effectiveness over a period (issue 31 item 2, decision 051): the purifiers of
 * the site the caller may see (address-level records honoured, as on the heat map), their events
 * from the period's stored statuses, their hours per fan speed from the hourly roll-up, and the
 * stored 14-day verdict.
 */
export class EffectivenessService {
  constructor(
    private readonly db: AppDatabase,
    private readonly sites: AirQualityRepository,
    private readonly effects: PurifierEffectRepository,
    private readonly airQuality: Pick<AirQualityService, 'period'>,
  ) {}

  /** GET api/fleet/effectiveness/sites/{addressId}: 404 outside the caller's reach. */
  async site(caller: Caller, addressId: number, query: EffectivenessQuery): Promise<SiteEffectiveness> {
    const period = this.airQuality.period(query);
    if (!effectivenessPeriodFits(period.from, period.to))
      throw new AppError(
        400,
        'validation',
        `to: the period may cover at most ${EFFECTIVENESS_MAX_DAYS} days`,
        {
          fieldErrors: [{ objectName: 'effectiveness', field: 'to', message: 'tooLong' }],
        },
      );
    const [site] = await this.sites.sites([addressId], caller);
    if (!site) throw notFound('No such site');
    const ids = (await this.sites.siteDevices(caller, addressId)).map((d) => d.id);
    const start = new Date(period.start);
    const end = new Date(period.end);
    const [purifiers, samples, verdicts] = await Promise.all([
      this.effects.devices(ids),
      this.effects.samples(ids, start, end),
      this.effects.stored(ids),
    ]);
    const held = await heldHours(
      this.db,
      purifiers.flatMap((p) => (p.uid ? [p.uid] : [])),
      start,
      end,
    );
    const rows = purifiers.map((p): PurifierEffectiveness => {
      const effect = purifierEffect(samples.get(p.id) ?? []);
      const hoursBySpeed = (p.uid ? held.get(p.uid)?.hoursBySpeed : undefined) ?? [0, 0, 0, 0];
      const verdict = verdicts.get(p.id);
      return {
        deviceId: p.id,
        name: p.name,
        model: p.model,
        events: effect.events.length,
        halvedEvents: effect.halvedEvents,
        medianDrop: effect.medianDrop,
        medianMinutesToHalve: effect.medianMinutesToHalve,
        noMeasurableEffect: effect.noMeasurableEffect,
        hoursBySpeed: [...hoursBySpeed],
        cadr: p.cadr,
        cleanAirDelivered: delivered(hoursBySpeed, p.cadr),
        verdict: verdict
          ? {
              noMeasurableEffect: verdict.noEffect,
              events: verdict.events,
              computedAt: verdict.computedAt.toISOString(),
            }
          : null,
      };
    });
    const total = rows.some((r) => r.cleanAirDelivered === null)
      ? null
      : rows.reduce((sum, r) => sum + (r.cleanAirDelivered ?? 0), 0);
    return {
      addressId,
      label: site.label,
      from: period.from,
      to: period.to,
      rules: EFFECT_RULES,
      purifiers: rows,
      cleanAirDelivered: total,
    };
  }
}
