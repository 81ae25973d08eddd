import { describe, expect, it } from 'vitest';
import { firstPerField } from './use-field-errors';

describe('firstPerField', () => {
  it('keeps the first message of each field, in the order given', () => {
    expect(
      firstPerField([
        ['name', 'name is required'],
        ['url', 'not a URL'],
        ['name', 'name is too long'],
      ]),
    ).toEqual({ name: 'name is required', url: 'not a URL' });
  });

  it('gives no errors for no issues', () => {
    expect(firstPerField([])).toEqual({});
  });
});
