import { useEffect, useRef } from 'react';
import { connect, init, use as registerEcharts, type ComposeOption, type ECharts } from 'echarts/core';
import { LineChart, type LineSeriesOption } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  type DataZoomComponentOption,
  type GridComponentOption,
  type LegendComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

// Only what the history draws: line series on a grid, tooltip, legend, zoom; SVG output.
registerEcharts([
  LineChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  SVGRenderer,
]);

type ChartOption = ComposeOption<
  | LineSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | DataZoomComponentOption
>;

/** Charts of one page zoom and point together. */
export const HISTORY_CHART_GROUP = 'device-history';

/** Text and axis colours on a white background (at least 4.5:1). */
const TEXT_COLOUR = '#495057';

export interface HistoryChartProps {
  /** The test id and the element id of the chart. */
  id: string;
  /** The series' name (legend, tooltip and the chart's accessible name). */
  name: string;
  colour: string;
  /** [epoch ms, value] points; null leaves a gap. */
  points: readonly (readonly [number, number | null])[];
  language: string;
  /** The accessible name of the drawing (it points to the data table). */
  label: string;
  /** Values the y axis always covers (e.g. 0..100 for a percentage). */
  yMin?: number;
  yMax?: number;
  /** A two-state series (online): steps, and the axis shows these labels for 0 and 1. */
  states?: readonly [string, string];
  /** The range shown (epoch ms), so an empty stretch shows as empty. */
  start: number;
  end: number;
}

const shortTime = (language: string, withDay: boolean) =>
  new Intl.DateTimeFormat(
    language,
    withDay ? { day: '2-digit', month: '2-digit' } : { hour: '2-digit', minute: '2-digit' },
  );

/**
 * One ECharts line chart of a history series (SVG renderer), resized with its container, in the
 * user's language. The drawing is for the eye: the page's data table carries the same numbers.
 */
export function HistoryChart({
  id,
  name,
  colour,
  points,
  language,
  label,
  yMin,
  yMax,
  states,
  start,
  end,
}: HistoryChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const instance = init(element, undefined, { renderer: 'svg' });
    instance.group = HISTORY_CHART_GROUP;
    connect(HISTORY_CHART_GROUP);
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const instance = chart.current;
    if (!instance) return;
    const multiDay = end - start > 2 * 86_400_000;
    const axisTime = shortTime(language, multiDay);
    const fullTime = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });
    const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    const valueText = (value: unknown) =>
      typeof value !== 'number' ? '–' : states ? (states[value ? 1 : 0] ?? '') : number.format(value);
    const option: ChartOption = {
      animation: false,
      textStyle: { color: TEXT_COLOUR },
      grid: { left: 8, right: 16, top: 36, bottom: 56, containLabel: true },
      legend: { data: [name], left: 0, top: 0, textStyle: { color: TEXT_COLOUR } },
      tooltip: {
        trigger: 'axis',
        formatter: (params) => {
          const list = Array.isArray(params) ? params : [params];
          const first = list[0];
          const [time, value] = (first?.value ?? []) as [number, number | null];
          return `${fullTime.format(time)}<br/>${String(first?.marker ?? '')} ${name}: ${valueText(value)}`;
        },
      },
      xAxis: {
        type: 'time',
        min: start,
        max: end,
        axisLabel: {
          hideOverlap: true,
          color: TEXT_COLOUR,
          formatter: (value: number) => axisTime.format(value),
        },
      },
      yAxis: states
        ? {
            type: 'value',
            min: 0,
            max: 1,
            interval: 1,
            axisLabel: { color: TEXT_COLOUR, formatter: (value: number) => states[value ? 1 : 0] ?? '' },
          }
        : {
            type: 'value',
            scale: yMin === undefined,
            min: yMin,
            max: yMax,
            axisLabel: { color: TEXT_COLOUR, formatter: (value: number) => number.format(value) },
          },
      dataZoom: [
        { type: 'inside', zoomOnMouseWheel: 'ctrl', moveOnMouseMove: false, moveOnMouseWheel: false },
        { type: 'slider', height: 18, bottom: 6, showDetail: false, textStyle: { color: TEXT_COLOUR } },
      ],
      series: [
        {
          type: 'line',
          name,
          data: points.map(([time, value]) => [time, value]),
          step: states ? 'end' : undefined,
          showSymbol: points.length < 60,
          connectNulls: false,
          lineStyle: { color: colour, width: 2 },
          itemStyle: { color: colour },
          areaStyle: states ? { color: colour, opacity: 0.15 } : undefined,
        },
      ],
    };
    instance.setOption(option, { notMerge: true });
  }, [name, colour, points, language, yMin, yMax, states, start, end]);

  return (
    <div
      ref={container}
      id={id}
      data-testid={id}
      role="img"
      aria-label={label}
      className="history-chart w-100"
      style={{ height: 240 }}
    />
  );
}
