import { describe, expect, it } from 'vitest';
import { ReportCharts, type BarChartSpec, type LineChartSpec } from './report-charts';

const start = Date.parse('2026-10-01T00:00:00Z');
const period = { start, end: start + 31 * 86_400_000 };
const hourly = (value: (i: number) => number | null) =>
  Array.from({ length: 744 }, (_, i) => [start + i * 3_600_000, value(i)] as [number, number | null]);

const pm25: LineChartSpec = {
  title: 'PM2.5',
  points: hourly((i) => (i % 100 === 5 ? null : 10 + ((i * 7) % 30))),
  period,
  color: '#6f42c1',
  width: 260,
  height: 150,
  min: 0,
  bands: [{ from: 0, to: 25, color: 'rgba(25,135,84,0.08)' }],
};
const temperature: LineChartSpec = {
  title: 'Temperature',
  points: hourly((i) => 20 + (i % 10)),
  period,
  color: '#fd7e14',
  width: 260,
  height: 150,
};
const speeds: BarChartSpec = {
  title: 'Fan speeds',
  categories: ['1', '2', '3', '4'],
  values: [10, 20, 30, 40],
  labels: ['10 h', '20 h', '30 h', '40 h'],
  color: '#0d6efd',
  width: 260,
  height: 150,
};

/** ECharts names its CSS classes and clip paths per instance and count (zr0-cls-3): named here in order of first use. */
function normalised(svg: string): string {
  const names = new Map<string, string>();
  return svg.replace(/zr\d+-[a-z]*-?\d+/g, (name) => {
    if (!names.has(name)) names.set(name, `n${names.size}`);
    return names.get(name)!;
  });
}

function fresh<T>(draw: (charts: ReportCharts) => T): T {
  const charts = new ReportCharts();
  try {
    return draw(charts);
  } finally {
    charts.dispose();
  }
}

describe('report charts', () => {
  it('draws a chart on a reused instance exactly as on a fresh one: nothing of the previous chart stays', () => {
    const reused = fresh((charts) => [
      charts.line(pm25),
      charts.bar(speeds),
      charts.line(temperature),
      charts.line(pm25),
    ]);
    const alone = [
      fresh((c) => c.line(pm25)),
      fresh((c) => c.bar(speeds)),
      fresh((c) => c.line(temperature)),
      fresh((c) => c.line(pm25)),
    ];
    expect(reused.map(normalised)).toEqual(alone.map(normalised));
    expect(reused[2]).not.toContain('rgba(25,135,84,0.08)'); // the band of the chart before is gone
    expect(reused[0]).toContain('<path');
  });
});
