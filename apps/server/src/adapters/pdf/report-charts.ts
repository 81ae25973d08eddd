import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, MarkAreaComponent, TitleComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { romeCalendar } from '@app/contracts';
import type { SeriesPoint } from './energy-report-model';

/**
 * The report's charts with ECharts, the charting library the web's history page uses too, rendered
 * on the server to SVG strings (ssr, svg renderer) and drawn into the PDF by svg-to-pdfkit. Sizes
 * are in PDF points; no animation, and every chart is disposed once rendered (its timers would keep
 * the process alive).
 */
echarts.use([LineChart, BarChart, GridComponent, MarkAreaComponent, TitleComponent, SVGRenderer]);

export const CHART_FONT = 'Helvetica';
const TEXT = '#495057';
const GRID_LINE = '#e9ecef';

/**
 * The charts of one report. ECharts instances are reused chart after chart, one per size (each
 * option replaces the last whole, `notMerge`), and disposed with the report: a report draws about
 * 250 charts, and creating and disposing an instance for each was about a tenth of its time.
 */
export class ReportCharts {
  private readonly instances = new Map<string, echarts.ECharts>();

  /** A value over the period; gaps (null) break the line. */
  line(spec: LineChartSpec): string {
    return this.render(spec.width, spec.height, lineChartOption(spec));
  }

  /** Bars with their value at the end (hours per fan speed, energy per device). */
  bar(spec: BarChartSpec): string {
    return this.render(spec.width, spec.height, barChartOption(spec));
  }

  /** Ends the report's charts (an instance left alive keeps timers, and the process, alive). */
  dispose(): void {
    for (const chart of this.instances.values()) chart.dispose();
    this.instances.clear();
  }

  private render(width: number, height: number, option: echarts.EChartsCoreOption): string {
    const size = `${width}x${height}`;
    let chart = this.instances.get(size);
    if (!chart) {
      chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
      this.instances.set(size, chart);
    }
    chart.setOption(
      { animation: false, textStyle: { fontFamily: CHART_FONT, color: TEXT }, ...option },
      { notMerge: true },
    );
    return chart.renderToSVGString();
  }
}

/**
 * ECharts writes time axes in the machine's zone or in UTC: the points are moved by Rome's offset
 * and drawn in UTC, so the labels show Rome's wall clock whatever the server's zone.
 */
const romeWall = (instant: number): number => {
  const c = romeCalendar(instant);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second, c.millisecond);
};

export interface LineChartSpec {
  title: string;
  points: SeriesPoint[];
  period: { start: number; end: number };
  color: string;
  width: number;
  height: number;
  /** Horizontal bands behind the line (the success range, or the danger and warning levels). */
  bands?: { from: number; to: number; color: string }[];
  min?: number;
  max?: number;
  /** Distance between the value axis' labels (default: ECharts' choice). */
  interval?: number;
}

function lineChartOption(spec: LineChartSpec): echarts.EChartsCoreOption {
  const { start, end } = spec.period;
  const short = end - start <= 2 * 86_400_000;
  return {
    useUTC: true,
    title: {
      text: spec.title,
      left: 0,
      padding: 0,
      top: 0,
      textStyle: { fontFamily: CHART_FONT, fontSize: 9, fontWeight: 'bold', color: '#212529' },
    },
    grid: { left: 34, right: 8, top: 22, bottom: 20 },
    xAxis: {
      type: 'time',
      min: romeWall(start),
      max: romeWall(end),
      splitNumber: 5,
      axisLabel: {
        fontSize: 7,
        color: TEXT,
        formatter: short ? '{HH}:{mm}' : '{dd}/{MM}',
        hideOverlap: true,
      },
      axisLine: { lineStyle: { color: '#adb5bd' } },
      splitLine: { show: false },
    },
    yAxis: {
      type: 'value',
      min: spec.min,
      max: spec.max,
      scale: spec.min === undefined,
      interval: spec.interval,
      splitNumber: 4,
      axisLabel: { fontSize: 7, color: TEXT },
      splitLine: { lineStyle: { color: GRID_LINE } },
    },
    series: [
      {
        type: 'line',
        showSymbol: false,
        connectNulls: false,
        sampling: 'lttb',
        lineStyle: { width: 1, color: spec.color },
        itemStyle: { color: spec.color },
        data: spec.points.map(([t, v]) => [romeWall(t), v]),
        markArea: spec.bands?.length
          ? {
              silent: true,
              data: spec.bands.map((b) => [
                { yAxis: b.from, itemStyle: { color: b.color } },
                { yAxis: b.to },
              ]),
            }
          : undefined,
      },
    ],
  };
}

export interface BarChartSpec {
  title: string;
  categories: string[];
  values: number[];
  /** The text on top of each bar. */
  labels: string[];
  color: string;
  width: number;
  height: number;
  /** Bars from the left, categories down the side (the first at the top). */
  horizontal?: boolean;
}

function barChartOption(spec: BarChartSpec): echarts.EChartsCoreOption {
  const categoryAxis = {
    type: 'category',
    data: spec.horizontal ? [...spec.categories].reverse() : spec.categories,
    axisLabel: {
      fontSize: 7,
      color: TEXT,
      interval: 0,
      width: spec.horizontal ? 110 : undefined,
      overflow: 'truncate',
    },
    axisTick: { show: false },
    axisLine: { lineStyle: { color: '#adb5bd' } },
  };
  const valueAxis = {
    type: 'value',
    min: 0,
    splitNumber: 4,
    axisLabel: { fontSize: 7, color: TEXT },
    splitLine: { lineStyle: { color: GRID_LINE } },
  };
  const values = spec.horizontal ? [...spec.values].reverse() : spec.values;
  const labels = spec.horizontal ? [...spec.labels].reverse() : spec.labels;
  return {
    title: {
      text: spec.title,
      left: 0,
      padding: 0,
      top: 0,
      textStyle: { fontFamily: CHART_FONT, fontSize: 9, fontWeight: 'bold', color: '#212529' },
    },
    grid: spec.horizontal
      ? { left: 118, right: 48, top: 22, bottom: 18 }
      : { left: 34, right: 8, top: 26, bottom: 22 },
    xAxis: spec.horizontal ? valueAxis : categoryAxis,
    yAxis: spec.horizontal ? categoryAxis : valueAxis,
    series: [
      {
        type: 'bar',
        barMaxWidth: spec.horizontal ? 10 : 28,
        itemStyle: { color: spec.color, borderRadius: spec.horizontal ? [0, 2, 2, 0] : [2, 2, 0, 0] },
        label: {
          show: true,
          position: spec.horizontal ? 'right' : 'top',
          fontSize: 7,
          color: TEXT,
          formatter: (p: { dataIndex: number }) => labels[p.dataIndex] ?? '',
        },
        data: values,
      },
    ],
  };
}
