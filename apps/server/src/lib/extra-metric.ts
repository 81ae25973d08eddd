/** A module's own figure: name, help, value, and `counter` for a total that only grows (default gauge). */
export type ExtraMetric = [string, string, number] | [string, string, number, 'counter'];
