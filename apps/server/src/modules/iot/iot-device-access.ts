import { allows, resolvePermission, type CrudOperation } from '@app/contracts';
import { forbidden, notFound } from '../../lib/app-error';
import type { Caller } from '../accounts/caller';
import type { IotDevice, IotDeviceRepository } from './iot-device.repository';

export type { IotDevice } from './iot-device.repository';

/**
 * Which devices a caller may reach through the IoT calls: the devices of its subtree (super users:
 * all), with DEVICE_MANAGEMENT allowing the operation, address-level records included.
 */
export class IotDeviceAccess {
  constructor(private readonly devices: IotDeviceRepository) {}

  /** The devices among `uids` the caller may reach for `op`; the others are simply absent. */
  async visible(caller: Caller, uids: readonly string[], op: CrudOperation): Promise<IotDevice[]> {
    if (!uids.length) return [];
    if (!caller.isSuperUser && !allows(resolvePermission(caller, 'DEVICE_MANAGEMENT'), op)) {
      throw forbidden(`Your DEVICE_MANAGEMENT permission does not allow ${op}`);
    }
    return this.devices.inScope(caller, uids, op);
  }

  /** One device by uid, or 404 whether it does not exist or is out of reach. */
  async one(caller: Caller, uid: string, op: CrudOperation): Promise<IotDevice> {
    const [device] = await this.visible(caller, [uid], op);
    if (!device) throw notFound(`No device ${uid}`);
    return device;
  }
}
