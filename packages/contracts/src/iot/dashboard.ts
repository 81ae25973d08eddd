import { z } from 'zod';
import { reportedDataPointSchema, type DeviceLiveStatus } from './iot-schemas';
import { thresholdsSchema, type Thresholds } from '../alerts/thresholds';
import { deviceCondition } from './status-levels';

/**
 * GET api/dashboard/devices: every device of the caller's scope in one answer, with what the row
 * shows and what the caller may open (docs/product.md#dashboard).
 */
export const dashboardDeviceSchema = z.object({
  id: z.number(),
  uid: z.string().nullable(),
  name: z.string().nullable(),
  serialNumber: z.string().nullable(),
  /** The owner; `linked` when the caller may open /accounts/{id} (the owner is in its subtree). */
  owner: z.object({ id: z.number(), name: z.string().nullable(), linked: z.boolean() }).nullable(),
  /** 'none': no address chosen ('not selected'); 'invalid': the address has no partner. */
  address: z.object({
    state: z.enum(['selected', 'invalid', 'none']),
    label: z.string().nullable(),
  }),
  model: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** View: DEVICE_MANAGEMENT update here (global, or at this address for address-scoped users). */
  canView: z.boolean(),
  /** History: STATISTICS_MANAGEMENT read here. */
  canHistory: z.boolean(),
  /**
   * The latest stored status (polled or pushed), or null if none was ever stored; `status` holds
   * only the parameters that have a badge (they decide the condition and the tab) and `switch`.
   */
  lastStatus: z
    .object({
      time: z.string(),
      online: z.boolean(),
      status: z.array(reportedDataPointSchema),
    })
    .nullable(),
  /**
   * The thresholds in force at the device (its account chain's and site's overrides, decision 040);
   * absent when they are the spec's table, so the answer stays small.
   */
  thresholds: thresholdsSchema.optional(),
});
export type DashboardDevice = z.infer<typeof dashboardDeviceSchema>;
export const dashboardDevicesSchema = z.array(dashboardDeviceSchema);

/** The dashboard's tabs: the three levels, plus the devices without status data. */
export const DASHBOARD_TABS = ['danger', 'warning', 'success', 'unknown'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** The tab of a device: its condition's level, or 'unknown' without status data. */
export function dashboardTab(
  status: Pick<DeviceLiveStatus, 'online' | 'status'> | null | undefined,
  thresholds?: Thresholds,
): DashboardTab {
  return status ? deviceCondition(status, thresholds).level : 'unknown';
}
