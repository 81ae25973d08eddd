import { describe, expect, it } from 'vitest';
import { parseStatus } from './status-payload';

describe('parseStatus', () => {
  it.each([
    ['[{"code":"switch","value":true}]', [{ code: 'switch', value: true }]],
    ['[]', []],
    [null, []],
    ['{"code":"switch"}', []],
    ['not json', []],
  ])('reads %j', (payload, expected) => {
    expect(parseStatus(payload)).toEqual(expected);
  });
});
