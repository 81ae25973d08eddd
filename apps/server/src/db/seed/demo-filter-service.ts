import { FILTER_DANGER_TOP, type DeviceLiveStatus } from '@app/contracts';
import { DAY_MS } from '../../adapters/iot/simulator/clock';
import type { PurifierFleet } from '../../adapters/iot/simulator/purifier-fleet';
import { hashString } from '../../adapters/iot/simulator/fleet-random';
import { createRandom } from './random';

/** Fewest and most days a demo filter stays in the danger band before the technician replaces it. */
const FIRST_VISIT_DAYS = 7;
const LAST_VISIT_DAYS = 60;

/**
 * The demo's service technician, for the demo history: a filter that has been in the danger band
 * for its device's own number of days (4 to 28, fixed per device) is replaced — a filter reset sent
 * to the purifier, as the app sends it — at the first step it is online. The history then shows
 * filters worn, overdue for a while and replaced, as a dealer's fleet does, instead of every filter
 * run down to 0 % for months; and at its end some are overdue, some due soon, some new.
 */
export class DemoFilterService {
  private readonly dangerSince = new Map<string, number>();
  private readonly visitAfterMs = new Map<string, number>();

  constructor(private readonly fleet: PurifierFleet) {
    for (const uid of fleet.uids()) {
      const days = createRandom(hashString(`filter-service:${uid}`)).int(FIRST_VISIT_DAYS, LAST_VISIT_DAYS);
      this.visitAfterMs.set(uid, days * DAY_MS);
    }
  }

  /** After the devices reported at `time`: replaces the filters whose visit is due. */
  visit(reported: readonly DeviceLiveStatus[], time: number): void {
    for (const device of reported) {
      const filter = device.status.find((p) => p.code === 'filter')?.value;
      if (typeof filter !== 'number' || filter > FILTER_DANGER_TOP.filter) {
        this.dangerSince.delete(device.id);
        continue;
      }
      const since = this.dangerSince.get(device.id) ?? time;
      this.dangerSince.set(device.id, since);
      if (!device.online || time - since < (this.visitAfterMs.get(device.id) ?? Infinity)) continue;
      this.fleet.sendCommands(device.id, [{ code: 'filter_reset', value: true }]);
      this.dangerSince.delete(device.id);
    }
  }
}
