export interface BarSegment {
  name: string;
  value: number;
  colour: string;
  /** The value as the table alternative and the tooltip say it (default: `formatValue(value)`). */
  text?: string;
}
export interface BarRow {
  label: string;
  segments: BarSegment[];
  /** Text at the end of the bar. */
  note?: string;
}

const ROW = 26;
/** Text colours on the page background: 5.6:1 (ticks) and 5.5:1 (the reference line's label). */
const TICK_COLOUR = '#5c636a';
const REFERENCE_COLOUR = '#bb2d3b';
const LABEL_WIDTH = 150;
const NOTE_WIDTH = 150;
const WIDTH = 760;

/**
 * A horizontal stacked bar chart in plain SVG (no chart library): one row per item, segments
 * side by side (a thin white line between them, so they part without their colours), an optional
 * reference line (e.g. 100 % of a quota) and a legend. The drawing is for the eye (each segment
 * tells its value on hover); a screen reader reads the same numbers in a visually hidden table
 * captioned with the title: one row per item, headed by `labelHeader`, one column per segment
 * (its `text`, or its value through `formatValue`, default `formatTick`) and the notes under
 * `noteHeader`.
 */
export function BarChart({
  rows,
  max,
  reference,
  title,
  formatTick,
  formatValue = formatTick,
  labelHeader,
  noteHeader,
  testId,
}: {
  rows: BarRow[];
  max: number;
  reference?: { value: number; label: string };
  title: string;
  formatTick: (value: number) => string;
  formatValue?: (value: number) => string;
  /** The table alternative's header of the row labels and of the notes. */
  labelHeader: string;
  noteHeader?: string;
  testId: string;
}) {
  const plot = WIDTH - LABEL_WIDTH - NOTE_WIDTH;
  const scale = (v: number) => (max > 0 ? (Math.max(0, v) / max) * plot : 0);
  const height = rows.length * ROW + 40;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * max);
  const legend = rows[0]?.segments ?? [];
  const hasNotes = noteHeader !== undefined && rows.some((row) => row.note);
  return (
    <figure className="mb-4 position-relative" data-testid={testId}>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" aria-hidden="true" className="bar-chart">
        {ticks.map((tick) => (
          <g key={tick} transform={`translate(${LABEL_WIDTH + scale(tick)},0)`}>
            <line y1={0} y2={rows.length * ROW} stroke="#dee2e6" />
            <text y={rows.length * ROW + 14} textAnchor="middle" fontSize={11} fill={TICK_COLOUR}>
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
                  <rect
                    key={s.name}
                    x={x}
                    y={4}
                    width={w}
                    height={ROW - 8}
                    fill={s.colour}
                    stroke="#fff"
                    strokeWidth={w > 2 ? 1 : 0}
                    rx={2}
                  >
                    <title>{`${row.label} – ${s.name}: ${s.text ?? formatValue(s.value)}`}</title>
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
            <line
              y1={0}
              y2={rows.length * ROW}
              stroke={REFERENCE_COLOUR}
              strokeDasharray="4 3"
              strokeWidth={1.5}
            />
            <text y={rows.length * ROW + 28} textAnchor="middle" fontSize={11} fill={REFERENCE_COLOUR}>
              {reference.label}
            </text>
          </g>
        )}
      </svg>
      <div className="d-flex flex-wrap gap-3 small" aria-hidden="true">
        {legend.map((s) => (
          <span key={s.name} className="d-inline-flex align-items-center gap-1">
            <svg width={12} height={12}>
              <rect width={12} height={12} fill={s.colour} rx={2} />
            </svg>
            {s.name}
          </span>
        ))}
      </div>
      {/* A table is never narrower than its content: the box around it is what hides it. */}
      <div className="visually-hidden">
        <table data-testid={`${testId}-table`}>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              {legend.map((s) => (
                <th key={s.name} scope="col">
                  {s.name}
                </th>
              ))}
              {hasNotes && <th scope="col">{noteHeader}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={`${row.label}-${i}`}>
                <th scope="row">{row.label}</th>
                {row.segments.map((s) => (
                  <td key={s.name}>{s.text ?? formatValue(s.value)}</td>
                ))}
                {hasNotes && <td>{row.note ?? ''}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
