import { createHash } from 'node:crypto';

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/**
 * The websocket gateway's password: md5(accessId + md5(accessKey)), lowercase hex,
 * characters 8 to 24. The username is the accessId itself.
 */
export function mqPassword(accessId: string, accessKey: string): string {
  return md5(accessId + md5(accessKey)).substring(8, 24);
}

/** The AES-128 key of the messages' `data`: the access key's characters 8 to 24. */
export function mqDataKey(accessKey: string): Buffer {
  const key = Buffer.from(accessKey.substring(8, 24), 'utf8');
  if (key.length !== 16) throw new Error('The Tuya access key is too short for the message service');
  return key;
}
