import type { DataPoint, DeviceTimer } from '@app/contracts';
import { CloudError } from '../simulator/cloud-error';
import type { FaultOperation } from '../simulator/fault-injector';
import type { PurifierFleet } from '../simulator/purifier-fleet';
import { specificationToWire, type TuyaDevice } from '../tuya/tuya-wire';
import type { FakeTokenIssuer } from './fake-token-issuer';

export interface RouteContext {
  params: string[];
  query: Record<string, string>;
  body: unknown;
  fleet: PurifierFleet;
  tokens: FakeTokenIssuer;
}

export interface FakeRoute {
  method: string;
  pattern: RegExp;
  operation: FaultOperation;
  /** Token calls are signed without an access token. */
  tokenCall?: boolean;
  handle(ctx: RouteContext): unknown;
}

const ID = '([^/]+)';
const MAX_IDS = 20;

/** device_ids=a,b,...: required, at most 20 (1101 beyond, code unconfirmed). */
function deviceIds(query: Record<string, string>): string[] {
  const ids = (query.device_ids ?? '').split(',').filter(Boolean);
  if (ids.length === 0) throw new CloudError(1100, 'device_ids');
  if (ids.length > MAX_IDS) throw new CloudError(1101, `at most ${MAX_IDS} device_ids`);
  return ids;
}

function deviceInfo(fleet: PurifierFleet, id: string, status: DataPoint[], online: boolean): TuyaDevice {
  const purifier = fleet.device(id);
  return {
    id,
    name: fleet.nameOf(id),
    online,
    status,
    lat: purifier.lat,
    lon: purifier.lon,
    category: 'kj',
    product_id: purifier.model.productId,
    product_name: purifier.model.name,
    time_zone: '+01:00',
  };
}

/** The subset of Tuya's paths the provider uses, over the fleet. */
export const FAKE_TUYA_ROUTES: FakeRoute[] = [
  {
    method: 'GET',
    pattern: /^\/v1\.0\/token$/,
    operation: 'token',
    tokenCall: true,
    handle: ({ query, tokens }) => {
      if (query.grant_type !== '1') throw new CloudError(1003);
      return tokens.login();
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1\\.0/token/${ID}$`),
    operation: 'token',
    tokenCall: true,
    handle: ({ params, tokens }) => tokens.refresh(params[0]!),
  },
  {
    method: 'GET',
    pattern: /^\/v1\.0\/devices$/,
    operation: 'status',
    handle: ({ query, fleet }) => {
      const devices = fleet
        .statuses(deviceIds(query))
        .map((d) => deviceInfo(fleet, d.id, d.status, d.online));
      return { total: devices.length, devices, last_id: devices.at(-1)?.id ?? '' };
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\.0\/iot-03\/devices\/status$/,
    operation: 'status',
    handle: ({ query, fleet }) =>
      fleet.statuses(deviceIds(query)).map((d) => ({ id: d.id, status: d.status })),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1\\.0/iot-03/devices/${ID}/commands$`),
    operation: 'command',
    handle: ({ params, body, fleet }) => {
      const commands = (body as { commands?: DataPoint[] } | undefined)?.commands;
      if (!Array.isArray(commands)) throw new CloudError(1100, 'commands');
      fleet.sendCommands(params[0]!, commands);
      return true;
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1\\.2/iot-03/devices/${ID}/specification$`),
    operation: 'specification',
    handle: ({ params, fleet }) => specificationToWire(fleet.specification(params[0]!)),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1\\.0/devices/${ID}/timers$`),
    operation: 'get_timers',
    handle: ({ params, fleet }) => fleet.timers(params[0]!),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1\\.0/devices/${ID}/timers/categories/${ID}$`),
    operation: 'get_timers',
    handle: ({ params, fleet }) => fleet.timers(params[0]!).filter((c) => c.category.category === params[1]),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1\\.0/devices/${ID}/timers$`),
    operation: 'add_timer',
    handle: ({ params, body, fleet }) => {
      if (!body || typeof body !== 'object') throw new CloudError(1100, 'timer body');
      return { group_id: fleet.addTimer(params[0]!, body as DeviceTimer) };
    },
  },
  {
    method: 'DELETE',
    pattern: new RegExp(`^/v1\\.0/devices/${ID}/timers$`),
    operation: 'delete_timers',
    handle: ({ params, fleet }) => {
      fleet.deleteTimers(params[0]!);
      return true;
    },
  },
  {
    method: 'DELETE',
    pattern: new RegExp(`^/v1\\.0/devices/${ID}/timers/categories/${ID}$`),
    operation: 'delete_timers',
    handle: ({ params, fleet }) => {
      fleet.deleteTimers(params[0]!, { category: params[1]! });
      return true;
    },
  },
  {
    method: 'DELETE',
    pattern: new RegExp(`^/v1\\.0/devices/${ID}/timers/categories/${ID}/groups/${ID}$`),
    operation: 'delete_timers',
    handle: ({ params, fleet }) => {
      fleet.deleteTimers(params[0]!, { category: params[1]!, group: params[2]! });
      return true;
    },
  },
];

export function matchRoute(method: string, rawPath: string): { route: FakeRoute; params: string[] } | null {
  for (const route of FAKE_TUYA_ROUTES) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(rawPath);
    if (match) return { route, params: match.slice(1).map((p) => decodeURIComponent(p)) };
  }
  return null;
}
