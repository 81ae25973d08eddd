import { describe, expect, it } from 'vitest';
import { DEFAULT_THRESHOLDS } from '@app/contracts';
import type { StatusEntry } from '../../../lib/devices/get-device-statuses';
import { keepThresholds } from './use-pushed-statuses';

const STRICTER = { ...DEFAULT_THRESHOLDS, pm25: { danger: null, warning: { high: 15 } } };
const entry = (value: number, thresholds?: typeof STRICTER): StatusEntry => ({
  state: 'known',
  status: { id: 'u1', online: true, status: [{ code: 'pm25', value }], ...(thresholds && { thresholds }) },
  time: '2026-03-02T08:00:00Z',
});

describe('keepThresholds', () => {
  it('keeps the thresholds of the read on the pushed status that replaced it', () => {
    const before = new Map([['u1', entry(10, STRICTER)]]);
    const merged = keepThresholds(before, new Map([['u1', entry(20)]]));
    const kept = merged.get('u1');
    expect(kept?.state === 'known' && kept.status.thresholds).toEqual(STRICTER);
    expect(kept?.state === 'known' && kept.status.status).toEqual([{ code: 'pm25', value: 20 }]);
  });

  it('adds none where the read had none', () => {
    const merged = keepThresholds(new Map([['u1', entry(10)]]), new Map([['u1', entry(20)]]));
    const kept = merged.get('u1');
    expect(kept?.state === 'known' && kept.status.thresholds).toBeUndefined();
  });
});
