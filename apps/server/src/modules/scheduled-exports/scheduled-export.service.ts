import {
  EXPORT_MAX_SCHEDULES_PER_USER,
  nextExportDueAt,
  type CreateScheduledExport,
  type ScheduledExportView,
  type UpdateScheduledExport,
} from '@app/contracts';
import { conflict, notFound } from '../../lib/app-error';
import type { Caller } from '../access/caller';
import { presentScheduledExport } from './scheduled-export.presenter';
import type { ScheduledExportChange, ScheduledExportRepository } from './scheduled-export.repository';

const absent = () => notFound('No such scheduled export');

/**
 * A user's own scheduled exports (docs/decisions/048): only the owner sees or changes them (another
 * user's id is 404, as if absent). The next run is computed here, at each change, from the
 * recurrence; a paused schedule has none.
 */
export class ScheduledExportService {
  constructor(
    private readonly repository: ScheduledExportRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(caller: Caller): Promise<ScheduledExportView[]> {
    return (await this.repository.list(caller.userId)).map(presentScheduledExport);
  }

  async create(caller: Caller, input: CreateScheduledExport): Promise<ScheduledExportView> {
    if ((await this.repository.countOf(caller.userId)) >= EXPORT_MAX_SCHEDULES_PER_USER)
      throw conflict(
        'toomanyschedules',
        `a user keeps at most ${EXPORT_MAX_SCHEDULES_PER_USER} scheduled exports`,
        'scheduledExport',
      );
    const now = this.now();
    const row = await this.repository.insert({
      ownerUserId: caller.userId,
      name: input.name,
      source: input.source,
      recurrence: input.recurrence,
      delivery: input.delivery,
      paused: false,
      nextRunAt: new Date(nextExportDueAt(input.recurrence, now.getTime())),
      createdAt: now,
    });
    return presentScheduledExport(row);
  }

  async update(caller: Caller, id: number, input: UpdateScheduledExport): Promise<ScheduledExportView> {
    const current = await this.repository.find(caller.userId, id);
    if (!current) throw absent();
    const recurrence = input.recurrence ?? current.recurrence;
    const paused = input.paused ?? current.paused;
    const change: ScheduledExportChange = {
      ...input,
      nextRunAt: paused ? null : new Date(nextExportDueAt(recurrence, this.now().getTime())),
    };
    const row = await this.repository.update(caller.userId, id, change);
    if (!row) throw absent();
    return presentScheduledExport(row);
  }

  /** The owner's own schedule, or 404 as if absent: "send now" checks it before queuing. */
  async ownedId(caller: Caller, id: number): Promise<number> {
    if (!(await this.repository.find(caller.userId, id))) throw absent();
    return id;
  }

  async remove(caller: Caller, id: number): Promise<void> {
    if (!(await this.repository.remove(caller.userId, id))) throw absent();
  }
}
