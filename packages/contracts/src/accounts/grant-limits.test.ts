import { describe, expect, it } from 'vitest';
import {
  DEFAULT_IOT_SETTINGS,
  defaultIotSettings,
  iotGrantViolations,
  type IotSettings,
} from './grant-limits';

const grantor: IotSettings = { iotStatusFrequency: 600, maxIotRequestPerMonth: 1_000_000 };

describe('iotGrantViolations', () => {
  it.each<[string, Partial<IotSettings>, Partial<IotSettings> | undefined, string[]]>([
    ['nothing granted', {}, undefined, []],
    ['equal to own', { maxIotRequestPerMonth: 1_000_000, iotStatusFrequency: 600 }, undefined, []],
    ['less quota, slower polling', { maxIotRequestPerMonth: 1, iotStatusFrequency: 86_400 }, undefined, []],
    ['zero quota', { maxIotRequestPerMonth: 0 }, undefined, []],
    ['quota one above own', { maxIotRequestPerMonth: 1_000_001 }, undefined, ['maxIotRequestPerMonth']],
    ['a hundred times own', { maxIotRequestPerMonth: 100_000_000 }, undefined, ['maxIotRequestPerMonth']],
    ['polling one second faster', { iotStatusFrequency: 599 }, undefined, ['iotStatusFrequency']],
    [
      'both beyond, quota first',
      { iotStatusFrequency: 60, maxIotRequestPerMonth: 2_000_000 },
      undefined,
      ['maxIotRequestPerMonth', 'iotStatusFrequency'],
    ],
    [
      'kept as a higher level set them',
      { iotStatusFrequency: 60, maxIotRequestPerMonth: 5_000_000 },
      { iotStatusFrequency: 60, maxIotRequestPerMonth: 5_000_000 },
      [],
    ],
    [
      'changed from a higher level value to another beyond own',
      { maxIotRequestPerMonth: 4_000_000 },
      { maxIotRequestPerMonth: 5_000_000 },
      ['maxIotRequestPerMonth'],
    ],
    [
      'one kept, one raised',
      { iotStatusFrequency: 60, maxIotRequestPerMonth: 1_500_000 },
      { iotStatusFrequency: 60, maxIotRequestPerMonth: 1_000_000 },
      ['maxIotRequestPerMonth'],
    ],
  ])('%s', (_, granted, current, fields) => {
    expect(iotGrantViolations(grantor, granted, current).map((v) => v.field)).toEqual(fields);
  });

  it('names the message key and the limit of each violation', () => {
    expect(iotGrantViolations(grantor, { maxIotRequestPerMonth: 2_000_000, iotStatusFrequency: 60 })).toEqual(
      [
        { field: 'maxIotRequestPerMonth', message: 'error.grantquotaaboveown', limit: 1_000_000 },
        { field: 'iotStatusFrequency', message: 'error.grantfrequencyaboveown', limit: 600 },
      ],
    );
  });
});

describe('defaultIotSettings', () => {
  it.each<[string, IotSettings | undefined, IotSettings]>([
    ['a super user (no grantor): the defaults', undefined, { ...DEFAULT_IOT_SETTINGS }],
    ['a grantor with the defaults', { ...DEFAULT_IOT_SETTINGS }, { ...DEFAULT_IOT_SETTINGS }],
    [
      'a grantor with more: the defaults',
      { iotStatusFrequency: 60, maxIotRequestPerMonth: 9_000_000 },
      { ...DEFAULT_IOT_SETTINGS },
    ],
    [
      'a grantor with less: its own',
      { iotStatusFrequency: 7200, maxIotRequestPerMonth: 500_000 },
      { iotStatusFrequency: 7200, maxIotRequestPerMonth: 500_000 },
    ],
  ])('%s', (_, from, expected) => {
    const settings = defaultIotSettings(from);
    expect(settings).toEqual(expected);
    if (from) expect(iotGrantViolations(from, settings)).toEqual([]);
  });
});
