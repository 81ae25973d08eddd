import { useEffect, useRef } from 'react';
import { init, use as registerEcharts, type ComposeOption } from 'echarts/core';
import { HeatmapChart, type HeatmapSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  TooltipComponent,
  VisualMapPiecewiseComponent,
  type GridComponentOption,
  type TooltipComponentOption,
  type VisualMapComponentOption,
} from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { PM25_BANDS, type AirQualityCell, type Pm25Band } from '@app/contracts';
import { BAND_COLOURS, BAND_LIMITS, formatMean, hourLabel } from '../utils/air-quality-bands';

// Only what the week grid draws: a heatmap on a grid, tooltip, piecewise visual map; SVG output.
registerEcharts([HeatmapChart, GridComponent, TooltipComponent, VisualMapPiecewiseComponent, SVGRenderer]);

type ChartOption = ComposeOption<
  HeatmapSeriesOption | GridComponentOption | TooltipComponentOption | VisualMapComponentOption
>;

const TEXT_COLOUR = '#495057';

export interface AirQualityHeatmapProps {
  cells: readonly AirQualityCell[];
  /** Monday-first short weekday names. */
  weekdays: readonly string[];
  /** The band names shown in the visual map. */
  bandLabels: Readonly<Record<Pm25Band, string>>;
  language: string;
  /** The accessible name of the drawing (it points to the table alternative). */
  label: string;
  /** A click on a cell with readings. */
  onCell?: (weekday: number, hour: number) => void;
}

/**
 * The 7 × 24 week grid of a site as an ECharts heatmap (hours across, Monday on top), coloured by
 * the PM2.5 bands through a piecewise visualMap. For the eye and the mouse: the table alternative
 * carries the same numbers and opens the same histories by keyboard.
 */
export function AirQualityHeatmap({
  cells,
  weekdays,
  bandLabels,
  language,
  label,
  onCell,
}: AirQualityHeatmapProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);
  const clicked = useRef(onCell);
  useEffect(() => {
    clicked.current = onCell;
  }, [onCell]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const instance = init(element, undefined, { renderer: 'svg' });
    chart.current = instance;
    instance.on('click', (event) => {
      const [hour, row] = (event.value ?? []) as [number, number];
      if (typeof hour === 'number' && typeof row === 'number') clicked.current?.(row, hour);
    });
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
    const hours = Array.from({ length: 24 }, (_, hour) => hourLabel(hour));
    const data = cells
      .filter((cell) => cell.mean !== null)
      .map((cell) => [cell.hour, cell.weekday, Math.round(cell.mean! * 10) / 10, cell.readings]);
    const option: ChartOption = {
      animation: false,
      textStyle: { color: TEXT_COLOUR },
      grid: { left: 8, right: 8, top: 8, bottom: 56, containLabel: true },
      tooltip: {
        formatter: (params) => {
          const item = Array.isArray(params) ? params[0] : params;
          const [hour, weekday, mean, readings] = (item?.value ?? []) as number[];
          return `${weekdays[weekday ?? 0] ?? ''} ${hourLabel(hour ?? 0)}:00<br/>PM2.5 ${formatMean(mean ?? null, language)} µg/m³ (${readings ?? 0})`;
        },
      },
      xAxis: { type: 'category', data: hours, splitArea: { show: true }, axisLabel: { color: TEXT_COLOUR } },
      yAxis: {
        type: 'category',
        data: [...weekdays],
        inverse: true,
        splitArea: { show: true },
        axisLabel: { color: TEXT_COLOUR },
      },
      visualMap: {
        type: 'piecewise',
        dimension: 2,
        orient: 'horizontal',
        left: 'center',
        bottom: 0,
        textStyle: { color: TEXT_COLOUR },
        pieces: PM25_BANDS.map((band) => ({
          ...BAND_LIMITS[band],
          label: bandLabels[band],
          color: BAND_COLOURS[band].chart,
        })),
      },
      series: [
        {
          type: 'heatmap',
          name: 'PM2.5',
          data,
          cursor: onCell ? 'pointer' : 'default',
          itemStyle: { borderColor: '#ffffff', borderWidth: 1 },
          emphasis: { itemStyle: { borderColor: '#212529', borderWidth: 2 } },
        },
      ],
    };
    instance.setOption(option, { notMerge: true });
  }, [cells, weekdays, bandLabels, language, onCell]);

  return (
    <div
      ref={container}
      data-testid="air-quality-heatmap"
      role="img"
      aria-label={label}
      className="w-100"
      style={{ height: 320 }}
    />
  );
}
