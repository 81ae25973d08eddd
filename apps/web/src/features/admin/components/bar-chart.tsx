export interface BarSegment {
  name: string;
  value: number;
  colour: string;
}
export interface BarRow {
  label: string;
  segments: BarSegment[];
  /** Text at the end of the bar. */
  note?: string;
}

const ROW = 26;
const LABEL_WIDTH = 150;
const NOTE_WIDTH = 150;
const WIDTH = 760;

/**
 * A horizontal stacked bar chart in plain SVG (no chart library): one row per item, segments
 * side by side, an optional reference line (e.g. 100 % of a quota) and a legend.
 */
export function BarChart({
  rows,
  max,
  reference,
  title,
  formatTick,
  testId,
}: {
  rows: BarRow[];
  max: number;
  reference?: { value: number; label: string };
  title: string;
  formatTick: (value: number) => string;
  testId: string;
}) {
  const plot = WIDTH - LABEL_WIDTH - NOTE_WIDTH;
  const scale = (v: number) => (max > 0 ? (Math.max(0, v) / max) * plot : 0);
  const height = rows.length * ROW + 40;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * max);
  const legend = rows[0]?.segments ?? [];
  return (
    <figure className="mb-4" data-testid={testId}>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        role="img"
        aria-label={title}
        className="bar-chart"
      >
        <title>{title}</title>
        {ticks.map((tick) => (
          <g key={tick} transform={`translate(${LABEL_WIDTH + scale(tick)},0)`}>
            <line y1={0} y2={rows.length * ROW} stroke="#dee2e6" />
            <text y={rows.length * ROW + 14} textAnchor="middle" fontSize={11} fill="#6c757d">
              {formatTick(tick)}
            </text>
          </g>
        ))}
        {rows.map((row, i) => {
          let x = LABEL_WIDTH;
          const total = row.segments.reduce((sum, s) => sum + s.value, 0);
          return (
            <g key={`${row.label}-${i}`} transform={`translate(0,${i * ROW})`} data-testid="bar-row">
              <text x={LABEL_WIDTH - 6} y={ROW / 2 + 4} textAnchor="end" fontSize={12}>
                {row.label.length > 22 ? `${row.label.slice(0, 21)}…` : row.label}
              </text>
              {row.segments.map((s) => {
                const w = scale(s.value);
                const rect = (
                  <rect key={s.name} x={x} y={4} width={w} height={ROW - 8} fill={s.colour} rx={2}>
                    <title>{`${row.label} – ${s.name}: ${s.value}`}</title>
                  </rect>
                );
                x += w;
                return rect;
              })}
              {row.note && (
                <text x={LABEL_WIDTH + scale(total) + 6} y={ROW / 2 + 4} fontSize={11} fill="#495057">
                  {row.note}
                </text>
              )}
            </g>
          );
        })}
        {reference && reference.value <= max && (
          <g transform={`translate(${LABEL_WIDTH + scale(reference.value)},0)`}>
            <line y1={0} y2={rows.length * ROW} stroke="#dc3545" strokeDasharray="4 3" strokeWidth={1.5} />
            <text y={rows.length * ROW + 28} textAnchor="middle" fontSize={11} fill="#dc3545">
              {reference.label}
            </text>
          </g>
        )}
      </svg>
      <figcaption className="d-flex flex-wrap gap-3 small">
        {legend.map((s) => (
          <span key={s.name} className="d-inline-flex align-items-center gap-1">
            <svg width={12} height={12} aria-hidden="true">
              <rect width={12} height={12} fill={s.colour} rx={2} />
            </svg>
            {s.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
