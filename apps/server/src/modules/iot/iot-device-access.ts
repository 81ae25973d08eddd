import type { FastifyRequest } from 'fastify';
import { and, inArray, type SQL } from 'drizzle-orm';
import { allows, resolvePermission, type CrudOperation } from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import { devices } from '../../db/schema';
import { forbidden, notFound } from '../../lib/app-error';
import { requireAccountCaller, type Caller } from '../accounts/caller';
import { CallerRepository } from '../accounts/caller.repository';
import { ENTITY_POLICIES } from '../accounts/entity-policies';

export interface IotDevice {
  id: number;
  uid: string;
}

/**
 * Which devices a caller may reach through the IoT calls: the devices of its subtree (super users:
 * all), with DEVICE_MANAGEMENT allowing the operation, address-level records included.
 */
export class IotDeviceAccess {
  private readonly callers: CallerRepository;

  constructor(private readonly db: AppDatabase) {
    this.callers = new CallerRepository(db);
  }

  async caller(request: FastifyRequest): Promise<Caller> {
    return requireAccountCaller(request, this.callers);
  }

  /** The devices among `uids` the caller may reach for `op`; the others are simply absent. */
  async visible(caller: Caller, uids: readonly string[], op: CrudOperation): Promise<IotDevice[]> {
    if (!uids.length) return [];
    if (!caller.isSuperUser && !allows(resolvePermission(caller, 'DEVICE_MANAGEMENT'), op)) {
      throw forbidden(`Your DEVICE_MANAGEMENT permission does not allow ${op}`);
    }
    const scope: SQL | undefined = caller.isSuperUser
      ? undefined
      : ENTITY_POLICIES.device!.scope!(caller.account!.id, caller.userId, op);
    const rows = await this.db
      .select({ id: devices.id, uid: devices.uid })
      .from(devices)
      .where(and(inArray(devices.uid, [...uids]), scope));
    return rows.filter((r): r is IotDevice => r.uid !== null);
  }

  /** One device by uid, or 404 whether it does not exist or is out of reach. */
  async one(caller: Caller, uid: string, op: CrudOperation): Promise<IotDevice> {
    const [device] = await this.visible(caller, [uid], op);
    if (!device) throw notFound(`No device ${uid}`);
    return device;
  }
}
