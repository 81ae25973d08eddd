import { useEffect, useRef } from 'react';
import { init, use as registerEcharts, type ComposeOption, type ECharts } from 'echarts/core';
import { LineChart, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  MarkLineComponent,
  type GridComponentOption,
  type MarkLineComponentOption,
} from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { AirScreenHour } from '@app/contracts';

registerEcharts([LineChart, GridComponent, MarkLineComponent, SVGRenderer]);

type ChartOption = ComposeOption<LineSeriesOption | GridComponentOption | MarkLineComponentOption>;

/** Text and axis colours on a white background (at least 4.5:1). */
const TEXT_COLOUR = '#343a40';
const LINE_COLOUR = '#0b5ed7';
const WHO_COLOUR = '#b02a37';

/**
 * The last 24 hours of PM2.5 with the WHO guideline as a dashed line (ECharts, SVG). The drawing is
 * for the eye (`label` names it); the page's summary and hidden table carry the same figures.
 */
export function AirScreenChart({
  hours,
  who,
  whoLabel,
  language,
  label,
}: {
  hours: readonly AirScreenHour[];
  who: number;
  whoLabel: string;
  language: string;
  label: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const instance = init(element, undefined, { renderer: 'svg' });
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
    const time = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' });
    const max = Math.max(who * 1.5, ...hours.map((h) => h.pm25 ?? 0));
    const option: ChartOption = {
      animation: false,
      textStyle: { color: TEXT_COLOUR, fontSize: 14 },
      grid: { left: 8, right: 24, top: 24, bottom: 8, containLabel: true },
      xAxis: {
        type: 'category',
        data: hours.map((h) => time.format(new Date(h.hour))),
        axisLabel: { color: TEXT_COLOUR, hideOverlap: true },
      },
      yAxis: { type: 'value', min: 0, max: Math.ceil(max / 5) * 5, axisLabel: { color: TEXT_COLOUR } },
      series: [
        {
          type: 'line',
          data: hours.map((h) => h.pm25),
          connectNulls: false,
          lineStyle: { color: LINE_COLOUR, width: 3 },
          itemStyle: { color: LINE_COLOUR },
          markLine: {
            symbol: 'none',
            silent: true,
            lineStyle: { color: WHO_COLOUR, type: 'dashed', width: 2 },
            label: { formatter: whoLabel, color: WHO_COLOUR, position: 'insideEndTop' },
            data: [{ yAxis: who }],
          },
        },
      ],
    };
    instance.setOption(option, true);
  }, [hours, who, whoLabel, language]);

  return (
    <div
      ref={container}
      role="img"
      aria-label={label}
      data-testid="air-screen-chart"
      className="air-screen-chart"
    />
  );
}
