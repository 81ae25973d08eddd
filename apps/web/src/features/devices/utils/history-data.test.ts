import { describe, expect, it } from 'vitest';
import { rangeFromSearch } from './history-data';

describe('the history range in the address bar', () => {
  it('reads ?from=&to= when both are ISO instants, normalised to UTC', () => {
    expect(
      rangeFromSearch(new URLSearchParams('from=2026-03-10T10:00:00.000Z&to=2026-04-01T12:00:00%2B02:00')),
    ).toEqual({ from: '2026-03-10T10:00:00.000Z', to: '2026-04-01T10:00:00.000Z' });
  });

  it('is null when an end is missing or not an instant', () => {
    expect(rangeFromSearch(new URLSearchParams('from=2026-03-10T10:00:00.000Z'))).toBeNull();
    expect(rangeFromSearch(new URLSearchParams('from=yesterday&to=2026-04-01T10:00:00.000Z'))).toBeNull();
  });
});
