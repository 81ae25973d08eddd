import { z } from 'zod';
import type { DataPoint } from '@app/contracts';
import type { DeviceEvent } from '../../device-events';
import { decryptMqData, encryptionOf } from './mq-crypto';

/**
 * From a websocket frame to device events: frame JSON → base64 envelope
 * `{protocol, pv, t, data, sign}` → decrypted `data` by protocol. Every level is parsed tolerantly
 * (new keys pass through); what cannot be read becomes `malformed`, which the consumer acknowledges
 * and counts, since sending it again would not make it readable.
 */
export type MqMessage =
  | { kind: 'events'; messageId: string; publishTime: Date | null; events: DeviceEvent[] }
  | { kind: 'malformed'; messageId: string | null; publishTime: Date | null; reason: string };

const frameSchema = z.looseObject({
  messageId: z.string().min(1),
  payload: z.string(),
  properties: z.record(z.string(), z.unknown()).optional(),
  publishTime: z.union([z.string(), z.number()]).optional(),
});

const envelopeSchema = z.looseObject({
  protocol: z.coerce.number(),
  t: z.coerce.number().optional(),
  data: z.string(),
});

const timeSchema = z.coerce.number().finite().optional();

const statusReportSchema = z.looseObject({
  dataId: z.string().min(1),
  devId: z.string().min(1),
  status: z.array(z.looseObject({ code: z.string(), value: z.unknown(), t: timeSchema })),
});

const bizSchema = z.looseObject({
  bizCode: z.string(),
  devId: z.string().optional(),
  ts: timeSchema,
  bizData: z
    .looseObject({
      devId: z.string().optional(),
      dataId: z.string().optional(),
      time: timeSchema,
      properties: z
        .array(z.looseObject({ code: z.string(), value: z.unknown(), time: timeSchema }))
        .optional(),
    })
    .optional(),
});

/** Status reports, old (4) and IoT Core (1000). */
const STATUS_PROTOCOLS = new Set([4, 1000]);
/** Device events with a bizCode, old (20) and IoT Core (1001). */
const BIZ_PROTOCOLS = new Set([20, 1001]);
const ONLINE = new Set(['online', 'deviceOnline']);
const OFFLINE = new Set(['offline', 'deviceOffline']);

/** Tuya sends times in ms, a few older events in seconds. */
function instant(...candidates: (number | undefined)[]): Date | null {
  const t = candidates.find((c) => c !== undefined && c > 0);
  if (t === undefined) return null;
  return new Date(t < 1e11 ? t * 1000 : t);
}

function dataPoints(items: readonly { code: string; value: unknown }[]): DataPoint[] {
  // Raw and structured data points carry objects; the product stores only plain values.
  return items.flatMap(({ code, value }) =>
    typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string'
      ? [{ code, value }]
      : [],
  );
}

function latest(times: readonly (number | undefined)[]): number | undefined {
  const defined = times.filter((t): t is number => t !== undefined);
  return defined.length > 0 ? Math.max(...defined) : undefined;
}

/** The events of a decrypted `data`; an empty list for protocols and bizCodes the product does not use. */
export function eventsOfData(protocol: number, data: unknown, envelopeT: number | undefined): DeviceEvent[] {
  if (protocol === 4) {
    const report = statusReportSchema.parse(data);
    const reportedAt = instant(latest(report.status.map((s) => s.t)), envelopeT) ?? new Date();
    const status = dataPoints(report.status);
    return [{ kind: 'status', uid: report.devId, dataId: report.dataId, reportedAt, status }];
  }
  const biz = bizSchema.parse(data);
  const uid = biz.bizData?.devId ?? biz.devId;
  if (protocol === 1000) {
    if (biz.bizCode !== 'devicePropertyMessage') return [];
    const properties = biz.bizData?.properties ?? [];
    const dataId = biz.bizData?.dataId;
    if (!uid || !dataId) throw new Error('devicePropertyMessage without devId or dataId');
    const reportedAt = instant(latest(properties.map((p) => p.time)), biz.ts, envelopeT) ?? new Date();
    return [{ kind: 'status', uid, dataId, reportedAt, status: dataPoints(properties) }];
  }
  const kind = ONLINE.has(biz.bizCode) ? 'online' : OFFLINE.has(biz.bizCode) ? 'offline' : null;
  if (!kind) return [];
  if (!uid) throw new Error(`${biz.bizCode} without devId`);
  const reportedAt = instant(biz.bizData?.time, biz.ts, envelopeT) ?? new Date();
  // These events carry no dataId: the device, the event and its time identify a redelivery.
  const dataId = `${biz.bizCode}:${uid}:${reportedAt.getTime()}`;
  return [{ kind, uid, dataId, reportedAt }];
}

function describe(error: unknown): string {
  if (error instanceof z.ZodError)
    return error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  return error instanceof Error ? error.message : String(error);
}

/** One websocket frame, decrypted with the data key; never throws. */
export function parseMqFrame(text: string, key: Buffer): MqMessage {
  let messageId: string | null = null;
  let publishTime: Date | null = null;
  try {
    const json: unknown = JSON.parse(text);
    const candidate = (json as { messageId?: unknown } | null)?.messageId;
    if (typeof candidate === 'string' && candidate) messageId = candidate;
    const frame = frameSchema.parse(json);
    if (frame.publishTime !== undefined) {
      const parsed = new Date(frame.publishTime);
      publishTime = Number.isNaN(parsed.getTime()) ? null : parsed;
    }
    const envelope = envelopeSchema.parse(JSON.parse(Buffer.from(frame.payload, 'base64').toString('utf8')));
    if (!STATUS_PROTOCOLS.has(envelope.protocol) && !BIZ_PROTOCOLS.has(envelope.protocol))
      return { kind: 'events', messageId: frame.messageId, publishTime, events: [] };
    const data: unknown = JSON.parse(decryptMqData(envelope.data, key, encryptionOf(frame.properties)));
    return {
      kind: 'events',
      messageId: frame.messageId,
      publishTime,
      events: eventsOfData(envelope.protocol, data, envelope.t),
    };
  } catch (error) {
    return { kind: 'malformed', messageId, publishTime, reason: describe(error) };
  }
}
