import { describe, expect, it } from 'vitest';
import { parseDeviceStatusFrame } from './device-status-feed';

const device = {
  deviceId: 7,
  uid: 'uid-7',
  online: true,
  status: [{ code: 'switch', value: true }],
  reportedAt: '2026-11-24T10:00:00.000Z',
};

describe('parseDeviceStatusFrame', () => {
  it('gives the devices of a frame of the contract', () => {
    expect(parseDeviceStatusFrame(JSON.stringify({ devices: [device] }))).toEqual([device]);
  });

  it('ignores a frame that is not JSON or not the contract, whole', () => {
    expect(parseDeviceStatusFrame('{devices:')).toBeNull();
    expect(parseDeviceStatusFrame(JSON.stringify([device]))).toBeNull();
    expect(
      parseDeviceStatusFrame(JSON.stringify({ devices: [device, { ...device, online: 'yes' }] })),
    ).toBeNull();
    expect(
      parseDeviceStatusFrame(JSON.stringify({ devices: [{ ...device, status: [{ code: 'x' }] }] })),
    ).toBeNull();
  });
});
