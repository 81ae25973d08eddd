// The default export: the compiled server loads papaparse (CommonJS) from node_modules, where named
// exports are not found.
import papaparse from 'papaparse';

/** A table to write as CSV: the header row and the data rows. */
export interface CsvTable {
  fields: readonly string[];
  data: readonly (readonly unknown[])[];
}

/** Written first so spreadsheet programs read a file as UTF-8 (accents). */
export const CSV_BOM = '\uFEFF';

/**
 * The column separator a spreadsheet in the user's language splits on: Italian Excel uses the
 * comma for decimals and so expects `;` (its list separator); English uses the comma.
 */
export function csvDelimiter(language: string): ';' | ',' {
  return language.toLowerCase().startsWith('it') ? ';' : ',';
}

/**
 * Every CSV of the product — the web's downloads and the mailed exports (decision 048) — written by
 * papaparse (it quotes separators, quotes and line breaks inside cells) in the user's language's
 * separator; formula-looking cells are quoted as text (escapeFormulae) so a spreadsheet runs
 * nothing. The text has no BOM: the file's writer adds CSV_BOM.
 */
export function toCsv(table: CsvTable, language: string): string {
  return papaparse.unparse(
    { fields: [...table.fields], data: table.data.map((row) => [...row]) },
    { delimiter: csvDelimiter(language), escapeFormulae: true, newline: '\r\n' },
  );
}
