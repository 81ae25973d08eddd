/**
 * A strict reader of the Prometheus text exposition format 0.0.4, for the tests: it throws on any
 * line a Prometheus server would refuse, so "parses" means more than "looks like lines".
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}
export interface Family {
  name: string;
  help: string;
  type: 'counter' | 'gauge' | 'summary' | 'histogram' | 'untyped';
  samples: Sample[];
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL = '[a-zA-Z_][a-zA-Z0-9_]*';
const LABEL_VALUE = '"(?:[^"\\\\\\n]|\\\\[\\\\"n])*"';
// Prometheus reads values with Go's ParseFloat: NaN and Inf in any case (prom-client writes "Nan").
const VALUE = '(?:[-+]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][-+]?\\d+)?|[nN][aA][nN]|[-+]?[iI][nN][fF])';
const SAMPLE = new RegExp(
  `^(${NAME})(?:\\{((?:${LABEL}=${LABEL_VALUE})(?:,${LABEL}=${LABEL_VALUE})*,?)?\\})? (${VALUE})(?: -?\\d+)?$`,
);
const SUFFIXES: Record<Family['type'], string[]> = {
  counter: [''],
  gauge: [''],
  untyped: [''],
  summary: ['', '_sum', '_count'],
  histogram: ['_bucket', '_sum', '_count'],
};

const readValue = (v: string) =>
  /nan/i.test(v) ? NaN : /inf/i.test(v) ? (v.startsWith('-') ? -Infinity : Infinity) : Number(v);
const unescape = (v: string) => v.slice(1, -1).replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));

export function parsePrometheusText(text: string): Map<string, Family> {
  if (!text.endsWith('\n')) throw new Error('the exposition must end with a line feed');
  const families = new Map<string, Family>();
  let current: Family | undefined;
  for (const [index, line] of text.split('\n').entries()) {
    const at = `line ${index + 1}: ${line}`;
    if (line.trim() === '') continue;
    const meta = line.match(new RegExp(`^# (HELP|TYPE) (${NAME}) (.*)$`));
    if (meta) {
      const [, kind, name, rest] = meta as unknown as [string, string, string, string];
      if (kind === 'HELP') {
        if (families.has(name)) throw new Error(`${at}: family declared twice`);
        current = { name, help: rest, type: 'untyped', samples: [] };
        families.set(name, current);
      } else {
        if (current?.name !== name || current.samples.length) throw new Error(`${at}: TYPE out of place`);
        if (!(rest in SUFFIXES)) throw new Error(`${at}: unknown type`);
        current.type = rest as Family['type'];
      }
      continue;
    }
    if (line.startsWith('#')) continue;
    const sample = line.match(SAMPLE);
    if (!sample) throw new Error(`${at}: not a sample line`);
    const [, name, labelText, value] = sample as unknown as [string, string, string | undefined, string];
    if (!current || !SUFFIXES[current.type].some((s) => `${current!.name}${s}` === name))
      throw new Error(`${at}: sample outside its family`);
    const labels: Record<string, string> = {};
    for (const [, key, raw] of (labelText ?? '').matchAll(new RegExp(`(${LABEL})=(${LABEL_VALUE})`, 'g'))) {
      if (key! in labels) throw new Error(`${at}: label ${key} twice`);
      labels[key!] = unescape(raw!);
    }
    current.samples.push({ name, labels, value: readValue(value) });
  }
  return families;
}

/** The value of the one sample with this name and these labels (at least), or undefined. */
export function sampleValue(
  families: Map<string, Family>,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const family of families.values())
    for (const s of family.samples)
      if (s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)) return s.value;
  return undefined;
}
