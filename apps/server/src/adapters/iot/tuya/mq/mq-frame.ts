import { randomBytes } from 'node:crypto';
import { encryptMqData, type MqEncryption } from './mq-crypto';

export interface MqFrameInput {
  protocol: number;
  /** The business data, before encryption. */
  data: unknown;
  key: Buffer;
  encryption?: MqEncryption;
  messageId?: string;
  publishTime?: Date;
}

/** A Pulsar-style message id (base64 of ledger and entry, as the websocket API shows them). */
export const newMessageId = () => randomBytes(9).toString('base64');

/**
 * A frame as Tuya's websocket gateway sends it: `{messageId, payload, properties,
 * publishTime}`, the payload base64 of the envelope whose `data` is encrypted. The fake cloud and
 * the benchmarks build their messages with it.
 */
export function buildMqFrame(input: MqFrameInput): { messageId: string; text: string } {
  const messageId = input.messageId ?? newMessageId();
  const encryption = input.encryption ?? 'aes_ecb';
  const t = (input.publishTime ?? new Date()).getTime();
  const envelope = {
    protocol: input.protocol,
    pv: '2.0',
    t,
    data: encryptMqData(JSON.stringify(input.data), input.key, encryption),
    sign: '',
  };
  const frame = {
    messageId,
    payload: Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64'),
    properties: encryption === 'aes_gcm' ? { em: 'aes_gcm' } : {},
    publishTime: new Date(t).toISOString(),
    redeliveryCount: 0,
  };
  return { messageId, text: JSON.stringify(frame) };
}
