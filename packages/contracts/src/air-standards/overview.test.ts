import { describe, expect, it } from 'vitest';
import { openingHoursSchema } from '../alerts/opening-hours';
import { closedDays, occupancyMasks, occupiedTotals, overviewFigures, type OverviewSums } from './overview';

const shop = openingHoursSchema.parse({
  week: {
    mon: [{ from: '09:00', to: '13:00' }],
    tue: [
      { from: '08:30', to: '12:10' },
      { from: '15:02', to: '16:00' },
    ],
  },
  closures: [{ from: '2026-03-03', to: '2026-03-04' }],
});

describe('occupancyMasks', () => {
  it('is every slot of every hour without opening hours', () => {
    expect(occupancyMasks(null)).toEqual(new Array(168).fill(0xfff));
  });

  it('marks the slots that start inside a range, on the weekday and hour they fall in', () => {
    const masks = occupancyMasks(shop);
    // Monday 09:00-13:00: hours 9 to 12 whole, nothing else on Monday.
    expect(
      masks
        .slice(0, 24)
        .map((m, h) => [h, m])
        .filter(([, m]) => m),
    ).toEqual([
      [9, 0xfff],
      [10, 0xfff],
      [11, 0xfff],
      [12, 0xfff],
    ]);
    const tuesday = masks.slice(24, 48);
    expect(tuesday[8]).toBe(0b111111000000); // 08:30 to 08:55
    expect(tuesday[12]).toBe(0b11); // 12:00 and 12:05 start before 12:10
    // 15:02: the first slot starting inside is 15:05 (a slot is occupied by its start).
    expect(tuesday[15]).toBe(0xfff & ~1);
    expect(masks.slice(48).every((m) => m === 0)).toBe(true);
  });
});

describe('closedDays and occupiedTotals', () => {
  it('names the closures inside the period and leaves them out of the occupied time', () => {
    // 2026-03-02 is a Monday; the period is Monday to the next Monday (exclusive).
    expect(closedDays(shop, '2026-03-02', '2026-03-09')).toEqual(['2026-03-03', '2026-03-04']);
    expect(closedDays(null, '2026-03-02', '2026-03-09')).toEqual([]);
    const masks = occupancyMasks(shop);
    // Only Monday's 4 hours (48 slots): Tuesday is closed.
    expect(occupiedTotals(masks, ['2026-03-03'], '2026-03-02', '2026-03-09')).toEqual({
      hours: 4,
      slots: 48,
    });
    // Tuesday open: 08 (6 slots), 09-11 (36), 12 (2), 15 (11).
    expect(occupiedTotals(masks, [], '2026-03-03', '2026-03-04')).toEqual({ hours: 6, slots: 55 });
    expect(occupiedTotals(occupancyMasks(null), [], '2026-03-02', '2026-03-04')).toEqual({
      hours: 48,
      slots: 576,
    });
  });
});

describe('overviewFigures', () => {
  const sums: OverviewSums = {
    whoDaysCounted: 4,
    whoDaysWithin: 3,
    whoDaysBelowCoverage: 1,
    whoMeanSum: 40,
    wellHours: 10,
    wellMeanSum: 160,
    completeHours: 10,
    resetSlots: 108,
    resetDaysWithData: 2,
    resetDaysAcceptable: 2,
    resetDaysHighPerformance: 0,
  };

  it('divides the sums by their counts and applies the limits of the standards', () => {
    expect(overviewFigures(sums, { hours: 12, slots: 120 })).toEqual({
      who: {
        daysCounted: 4,
        daysWithin: 3,
        daysBelowCoverage: 1,
        shareWithin: 0.75,
        periodMean: 10,
        periodMeanWithin: false, // 10 > 5, the annual guideline
      },
      wellA01: { hours: 10, pm25Mean: 16, passes: false }, // 16 > 15
      wellA08: { completeness: 10 / 12 },
      reset: { coverage: 0.9, qualifies: true, daysWithData: 2, daysAcceptable: 2, daysHighPerformance: 0 },
    });
  });

  it('says null rather than zero without data, and an hourly-polled site does not qualify for RESET', () => {
    const none = overviewFigures(
      {
        ...sums,
        whoDaysCounted: 0,
        whoMeanSum: 0,
        whoDaysWithin: 0,
        wellHours: 0,
        wellMeanSum: 0,
        resetSlots: 0,
      },
      { hours: 0, slots: 0 },
    );
    expect(none.who).toMatchObject({ shareWithin: null, periodMean: null, periodMeanWithin: null });
    expect(none.wellA01).toEqual({ hours: 0, pm25Mean: null, passes: null });
    expect(none.wellA08.completeness).toBeNull();
    expect(none.reset).toMatchObject({ coverage: null, qualifies: false });
    // One slot of twelve covered: about 1/12.
    expect(overviewFigures({ ...sums, resetSlots: 10 }, { hours: 10, slots: 120 }).reset).toMatchObject({
      coverage: 10 / 120,
      qualifies: false,
    });
  });
});
