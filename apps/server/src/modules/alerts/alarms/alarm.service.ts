import {
  ALARM_CSV_MAX_ROWS,
  alarmQuerySchema,
  type AlarmCountsDto,
  type AlarmDetailDto,
  type AlarmDto,
  type AlarmQuery,
  type AlarmBadgeDto,
  type AlarmAssigneeDto,
} from '@app/contracts';
import type { CsvTable } from '@app/contracts/csv';
import type { AppDatabase } from '../../../db/client';
import type { JobEngine } from '../../../jobs/job-engine';
import { badRequest, notFound } from '../../../lib/app-error';
import type { Caller } from '../../access/caller';
import type { AlarmEventBus } from '../alarm-event-bus';
import { AlarmAudienceRepository } from './alarm-audience.repository';
import type { AlarmAction, AlarmRepository } from './alarm.repository';
import { alarmsCsv, alarmsTable } from './alarms-csv';

const alarmNotFound = () => notFound('The alarm does not exist');

/**
 * Alarms and their lifecycle (docs/decisions/040): lists, CSV, counts, badges; acknowledge,
 * assign, comment, clear by hand. Each action writes its event and wakes the events' readers in
 * one transaction; an alarm the caller may not see is "not found", one it may see but not handle
 * (DEVICE_MANAGEMENT update on its device or site) too.
 */
export class AlarmService {
  private readonly audience: AlarmAudienceRepository;

  constructor(
    private readonly db: AppDatabase,
    private readonly alarms: AlarmRepository,
    private readonly jobs: JobEngine,
    private readonly events: AlarmEventBus,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.audience = new AlarmAudienceRepository(db);
  }

  list(caller: Caller, query: AlarmQuery): Promise<{ rows: AlarmDto[]; total: number }> {
    return this.alarms.list(caller, query);
  }

  async csv(caller: Caller, query: AlarmQuery): Promise<Buffer> {
    return Buffer.from(alarmsCsv(await this.alarms.all(caller, query, ALARM_CSV_MAX_ROWS)), 'utf8');
  }

  /** The active alarms as the list page opens (state active), for a scheduled export. */
  async table(caller: Caller): Promise<CsvTable> {
    return alarmsTable(await this.alarms.all(caller, alarmQuerySchema.parse({}), ALARM_CSV_MAX_ROWS));
  }

  async detail(caller: Caller, id: number): Promise<AlarmDetailDto> {
    const alarm = await this.alarms.detail(caller, id);
    if (!alarm) throw alarmNotFound();
    return alarm;
  }

  counts(caller: Caller): Promise<AlarmCountsDto> {
    return this.alarms.counts(caller);
  }

  byDevice(caller: Caller, deviceIds: readonly number[]): Promise<AlarmBadgeDto[]> {
    return this.alarms.byDevice(caller, deviceIds);
  }

  acknowledge(caller: Caller, id: number): Promise<AlarmDetailDto> {
    return this.act(caller, id, { type: 'acknowledged' });
  }

  comment(caller: Caller, id: number, text: string): Promise<AlarmDetailDto> {
    return this.act(caller, id, { type: 'commented', text });
  }

  clear(caller: Caller, id: number, note: string | undefined): Promise<AlarmDetailDto> {
    return this.act(caller, id, { type: 'cleared', text: note ?? null });
  }

  /** Who the caller may assign the alarm to: users who may see it, of the caller's subtree. */
  async assignees(caller: Caller, id: number): Promise<AlarmAssigneeDto[]> {
    if (!(await this.alarms.find(caller, id, 'update'))) throw alarmNotFound();
    return this.alarms.usersOfScope(caller, (await this.audience.usersWhoMaySee([id])).get(id) ?? []);
  }

  /** Assigns to a user who may see the alarm (else 400 on userId), or unassigns (null). */
  async assign(caller: Caller, id: number, userId: number | null): Promise<AlarmDetailDto> {
    if (!(await this.alarms.find(caller, id, 'update'))) throw alarmNotFound();
    let login: string | null = null;
    if (userId !== null) {
      const audience = (await this.audience.usersWhoMaySee([id])).get(id) ?? [];
      if (!audience.includes(userId))
        throw badRequest('assignee', 'userId: the assignee must be a user who may see the alarm', 'alarm');
      login = await this.alarms.loginOf(userId);
    }
    return this.act(caller, id, { type: 'assigned', assigneeId: userId, text: login });
  }

  private async act(caller: Caller, id: number, action: AlarmAction): Promise<AlarmDetailDto> {
    if (!(await this.alarms.find(caller, id, 'update'))) throw alarmNotFound();
    await this.jobs.ready();
    const acted = await this.db.transaction(async (tx) => {
      const done = await this.alarms.act(tx, id, action, caller.login, this.now());
      if (done) await this.events.signal(tx);
      return done;
    });
    if (acted) this.events.wake();
    return this.detail(caller, id);
  }
}
