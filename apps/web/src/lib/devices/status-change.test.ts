import { describe, expect, it } from 'vitest';
import { powerOf, statusChanges } from './status-change';

const status = (online: boolean, on?: boolean, pm25 = 10) => ({
  online,
  status: [...(on === undefined ? [] : [{ code: 'switch', value: on }]), { code: 'pm25', value: pm25 }],
});

describe('statusChanges', () => {
  it('says nothing for the first status nor for changes other than connection and power', () => {
    expect(statusChanges(undefined, status(true, true))).toEqual([]);
    expect(statusChanges(status(true, true, 10), status(true, true, 80))).toEqual([]);
  });

  it('says online / offline and on / off, both when both changed', () => {
    expect(statusChanges(status(false, false), status(true, false))).toEqual(['online']);
    expect(statusChanges(status(true, false), status(false, false))).toEqual(['offline']);
    expect(statusChanges(status(true, false), status(true, true))).toEqual(['on']);
    expect(statusChanges(status(true, true), status(true, false))).toEqual(['off']);
    expect(statusChanges(status(false, false), status(true, true))).toEqual(['online', 'on']);
  });

  it('says nothing about power when one status does not carry the switch', () => {
    expect(statusChanges(status(true), status(true, true))).toEqual([]);
    expect(statusChanges(status(true, true), status(true))).toEqual([]);
  });
});

describe('powerOf', () => {
  it('reads a boolean switch only', () => {
    expect(powerOf(status(true, true))).toBe(true);
    expect(powerOf(status(true, false))).toBe(false);
    expect(powerOf(status(true))).toBeUndefined();
    expect(powerOf({ status: [{ code: 'switch', value: 'true' }] })).toBeUndefined();
  });
});
