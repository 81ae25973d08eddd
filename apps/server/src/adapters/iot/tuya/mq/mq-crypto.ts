import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** How a message's `data` is encrypted: `properties.em === "aes_gcm"` says GCM, anything else ECB. */
export type MqEncryption = 'aes_ecb' | 'aes_gcm';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function encryptionOf(properties: Record<string, unknown> | undefined): MqEncryption {
  return properties?.em === 'aes_gcm' ? 'aes_gcm' : 'aes_ecb';
}

/**
 * Decrypts an envelope's `data` to its JSON text: AES-128-ECB with PKCS7 padding
 * (base64), or AES-128-GCM with base64 of IV(12) ‖ ciphertext ‖ tag(16). Throws when the key,
 * padding or tag does not match.
 */
export function decryptMqData(data: string, key: Buffer, encryption: MqEncryption): string {
  const raw = Buffer.from(data, 'base64');
  if (encryption === 'aes_gcm') {
    if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('GCM data shorter than its IV and tag');
    const decipher = createDecipheriv('aes-128-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  }
  const decipher = createDecipheriv('aes-128-ecb', key, null);
  return Buffer.concat([decipher.update(raw), decipher.final()]).toString('utf8');
}

/** The reverse, as Tuya's gateway does it (the fake cloud and the benchmarks). */
export function encryptMqData(text: string, key: Buffer, encryption: MqEncryption): string {
  if (encryption === 'aes_gcm') {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-128-gcm', key, iv);
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
  }
  const cipher = createCipheriv('aes-128-ecb', key, null);
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
}
