import { describe, expect, it } from 'vitest';
import { filterRows, tabWithMatches, type DashboardGroups, type DashboardRow } from './dashboard-model';

const row = (id: number, name: string, owner = '', address = ''): DashboardRow => ({
  device: { id, serialNumber: `SN-${id}` } as DashboardRow['device'],
  owner,
  address,
  keys: { owner, name, address, model: '' },
});

const groups = (counts: Partial<Record<keyof DashboardGroups, number>>): DashboardGroups => ({
  danger: Array.from({ length: counts.danger ?? 0 }, (_, i) => row(i, 'd')),
  warning: Array.from({ length: counts.warning ?? 0 }, (_, i) => row(i, 'w')),
  success: Array.from({ length: counts.success ?? 0 }, (_, i) => row(i, 's')),
  unknown: Array.from({ length: counts.unknown ?? 0 }, (_, i) => row(i, 'u')),
});

describe('the dashboard model', () => {
  it('keeps the open tab when it has rows, else opens the first shown tab that has some', () => {
    const shown = ['danger', 'warning', 'success'] as const;
    expect(tabWithMatches(shown, groups({ danger: 1, success: 2 }), 'danger')).toBe('danger');
    expect(tabWithMatches(shown, groups({ success: 2, warning: 1 }), 'danger')).toBe('warning');
    expect(tabWithMatches(shown, groups({ unknown: 3 }), 'success')).toBe('success');
  });

  it('filters on every word of the text across name, owner, serial and address', () => {
    const rows = [row(1, 'Hall', 'Rossi', 'Via Roma'), row(2, 'Kitchen', 'Bianchi', 'Via Po')];
    expect(filterRows(rows, '  ').map((r) => r.device.id)).toEqual([1, 2]);
    expect(filterRows(rows, 'via rossi').map((r) => r.device.id)).toEqual([1]);
    expect(filterRows(rows, 'sn-2').map((r) => r.device.id)).toEqual([2]);
  });
});
