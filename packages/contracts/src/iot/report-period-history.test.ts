import { describe, expect, it } from 'vitest';
import { endOfRomeDay, reportHistoryIssue } from './report-period-history';

const at = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;

describe('endOfRomeDay', () => {
  it('is the next midnight in Rome, summer and winter', () => {
    expect(endOfRomeDay(at('2026-11-27T15:00:00Z'))).toBe(at('2026-11-27T23:00:00Z'));
    expect(endOfRomeDay(at('2026-07-10T21:59:00Z'))).toBe(at('2026-07-10T22:00:00Z'));
    // 23:30 UTC on 27 November is already 28 November in Rome.
    expect(endOfRomeDay(at('2026-11-27T23:30:00Z'))).toBe(at('2026-11-28T23:00:00Z'));
    // The day the clocks go back is 25 hours long.
    expect(endOfRomeDay(at('2026-10-25T10:00:00Z'))).toBe(at('2026-10-25T23:00:00Z'));
  });
});

describe('reportHistoryIssue', () => {
  const now = at('2026-11-27T15:00:00Z');
  const history = { first: at('2026-01-01T00:00:00Z'), last: at('2026-11-27T14:00:00Z') };
  const period = (start: string, end: string) => ({ start: at(start), end: at(end) });

  it('accepts a period up to the end of today in Rome, and refuses one ending later', () => {
    expect(
      reportHistoryIssue(period('2026-11-26T23:00:00Z', '2026-11-27T23:00:00Z'), now, history),
    ).toBeNull();
    expect(reportHistoryIssue(period('2026-11-26T23:00:00Z', '2026-11-27T23:00:01Z'), now, history)).toBe(
      'future',
    );
    expect(reportHistoryIssue(period('2999-01-01T00:00:00Z', '2999-01-31T00:00:00Z'), now, history)).toBe(
      'future',
    );
  });

  it('needs the period to overlap first..last stored status', () => {
    expect(reportHistoryIssue(period('1970-01-01T00:00:00Z', '1970-01-31T00:00:00Z'), now, history)).toBe(
      'noHistory',
    );
    // Ends exactly at the first status: nothing of the history is inside.
    expect(reportHistoryIssue(period('2025-12-01T00:00:00Z', '2026-01-01T00:00:00Z'), now, history)).toBe(
      'noHistory',
    );
    expect(
      reportHistoryIssue(period('2025-12-15T00:00:00Z', '2026-01-01T00:00:01Z'), now, history),
    ).toBeNull();
    expect(reportHistoryIssue(period('2026-03-01T00:00:00Z', '2026-03-31T00:00:00Z'), now, null)).toBe(
      'noHistory',
    );
  });

  it('lets the last status hold into a period that starts after it', () => {
    const late = period('2026-11-27T14:30:00Z', '2026-11-27T23:00:00Z');
    expect(reportHistoryIssue(late, now, history)).toBe('noHistory');
    expect(reportHistoryIssue(late, now, history, HOUR)).toBeNull();
  });
});
