import { IotProviderError } from '../iot-provider-error';
import type {
  DataPoint,
  DeviceLiveStatus,
  DeviceSpecification,
  DeviceTimer,
  IotHealth,
  IotProvider,
  TimerCategory,
  TimerScope,
} from '../iot-provider';
import type { DeviceEventHandler, DeviceEventSubscription } from '../device-events';
import { TuyaMqConsumer, type TuyaMqTuning } from './mq/tuya-mq-consumer';
import { DEFAULT_ACK_TIMEOUT_MS, mqGatewayUrl } from './mq/mq-url';
import { TuyaClient, type TuyaClientOptions } from './tuya-client';
import {
  deviceFromWire,
  specificationFromWire,
  timersFromWire,
  type TuyaDevice,
  type TuyaSpecification,
  type TuyaTimerCategory,
} from './tuya-wire';

/** Tuya accepts at most 20 ids per batch call. */
export const TUYA_BATCH_SIZE = 20;

export interface TuyaIotProviderOptions extends TuyaClientOptions {
  /** Batches of 20 in flight at once for big status requests. Default 4. */
  statusConcurrency?: number;
  /** TUYA_MQ_URL: the message service gateway; default derived from baseUrl (mq-url.ts). */
  mqUrl?: string;
  /** TUYA_MQ_ENV: `event` (default) or `event-test`. */
  mqEnv?: string;
  /** How long the gateway waits for an acknowledgement before redelivering. Default 30 s. */
  mqAckTimeoutMs?: number;
  /** Batching, keep-alive and reconnection of the consumer (tests shorten them). */
  mq?: TuyaMqTuning;
}

const device = (uid: string) => encodeURIComponent(uid);

/**
 * The port over Tuya's cloud. Paths: statuses from GET /v1.0/devices (the only
 * batch call that also says `online`), commands and specification on /iot-03, timers on
 * /v1.0/devices/{id}/timers. Some projects get 1106 on /iot-03 paths; they are named once here.
 */
export class TuyaIotProvider implements IotProvider {
  readonly kind = 'tuya' as const;
  readonly client: TuyaClient;
  private readonly concurrency: number;
  private readonly subscriptions = new Set<TuyaMqConsumer>();

  constructor(private readonly options: TuyaIotProviderOptions) {
    this.client = new TuyaClient(options);
    this.concurrency = Math.max(1, options.statusConcurrency ?? 4);
  }

  async getStatuses(uids: readonly string[]): Promise<DeviceLiveStatus[]> {
    const unique = [...new Set(uids)];
    const batches: string[][] = [];
    for (let i = 0; i < unique.length; i += TUYA_BATCH_SIZE)
      batches.push(unique.slice(i, i + TUYA_BATCH_SIZE));
    const found = new Map<string, DeviceLiveStatus>();
    let next = 0;
    const worker = async () => {
      while (next < batches.length) {
        const batch = batches[next++]!;
        const result = await this.client.request<{ devices?: TuyaDevice[] }>({
          operation: 'status',
          method: 'GET',
          path: '/v1.0/devices',
          query: { device_ids: batch.join(','), page_no: '1', page_size: String(TUYA_BATCH_SIZE) },
          idempotent: true,
        });
        for (const d of result?.devices ?? []) found.set(d.id, deviceFromWire(d));
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, batches.length) }, worker));
    return unique.flatMap((uid) => found.get(uid) ?? []);
  }

  async sendCommands(uid: string, commands: readonly DataPoint[]): Promise<void> {
    const result = await this.client.request<boolean>({
      operation: 'command',
      method: 'POST',
      path: `/v1.0/iot-03/devices/${device(uid)}/commands`,
      body: { commands },
      idempotent: false,
    });
    if (result !== true) throw new IotProviderError(1103, 'commands issue error', 'command');
  }

  async getTimers(uid: string): Promise<TimerCategory[]> {
    const result = await this.client.request<TuyaTimerCategory[]>({
      operation: 'get_timers',
      method: 'GET',
      path: `/v1.0/devices/${device(uid)}/timers`,
      idempotent: true,
    });
    return timersFromWire(result ?? []);
  }

  async addTimer(uid: string, timer: DeviceTimer): Promise<{ groupId: string }> {
    const result = await this.client.request<{ group_id?: string | number }>({
      operation: 'add_timer',
      method: 'POST',
      path: `/v1.0/devices/${device(uid)}/timers`,
      body: timer,
      idempotent: false,
    });
    return { groupId: String(result?.group_id ?? '') };
  }

  async deleteTimers(uid: string, scope: TimerScope = {}): Promise<void> {
    let path = `/v1.0/devices/${device(uid)}/timers`;
    if (scope.category !== undefined) path += `/categories/${encodeURIComponent(scope.category)}`;
    if (scope.group !== undefined) path += `/groups/${encodeURIComponent(scope.group)}`;
    // Deleting twice leaves the same state, so an unknown outcome may be retried.
    await this.client.request<boolean>({
      operation: 'delete_timers',
      method: 'DELETE',
      path,
      idempotent: true,
    });
  }

  async getSpecification(uid: string): Promise<DeviceSpecification> {
    const result = await this.client.request<TuyaSpecification>({
      operation: 'specification',
      method: 'GET',
      path: `/v1.2/iot-03/devices/${device(uid)}/specification`,
      idempotent: true,
    });
    return specificationFromWire(result);
  }

  /** The message service's consumer: costs no OpenAPI request. */
  subscribeDeviceEvents(handler: DeviceEventHandler): DeviceEventSubscription {
    const { clientId, clientSecret, baseUrl, mqUrl, mqEnv, mqAckTimeoutMs } = this.options;
    const consumer = new TuyaMqConsumer({
      ...this.options.mq,
      url: mqGatewayUrl({
        baseUrl,
        accessId: clientId,
        mqUrl,
        mqEnv,
        ackTimeoutMs: mqAckTimeoutMs ?? DEFAULT_ACK_TIMEOUT_MS,
      }),
      accessId: clientId,
      accessKey: clientSecret,
      handler,
    });
    this.subscriptions.add(consumer.start());
    return {
      health: () => consumer.health(),
      stop: async () => {
        this.subscriptions.delete(consumer);
        await consumer.stop();
      },
    };
  }

  /** Logs in afresh: proves the host answers, the credentials and the clock are right. */
  async ping(): Promise<IotHealth> {
    const started = performance.now();
    const latency = () => Math.round((performance.now() - started) * 100) / 100;
    try {
      await this.client.tokens.renew('login');
      return { status: 'UP', details: { provider: 'tuya', latencyMs: latency() } };
    } catch (error) {
      const failure =
        error instanceof IotProviderError ? error.toJSON() : { message: (error as Error).message };
      return { status: 'DOWN', details: { provider: 'tuya', latencyMs: latency(), error: failure } };
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
  }
}
