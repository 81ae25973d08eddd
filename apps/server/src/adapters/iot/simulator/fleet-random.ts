import { createRandom, type Random } from '../../../db/seed/random';

/**
 * Seeds derived from the fleet seed and a device uid, so every device draws from its own
 * sequence: what one device does never depends on how often another one was looked at.
 */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A 32-bit mix of two integers (murmur3's finaliser over their combination). */
export function mix(a: number, b: number): number {
  let h = (Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ b) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export const deviceRandom = (seed: number, uid: string, stream: string): Random =>
  createRandom(mix(seed, hashString(`${uid}:${stream}`)));

/** Stateless noise in [-1, 1) for a device at a step (e.g. the hour): same inputs, same value. */
export const stepNoise = (deviceSeed: number, step: number): number => mix(deviceSeed, step) / 2 ** 31 - 1;

export { createRandom, type Random };
