import { unparse } from 'papaparse';

/** A table to write as CSV: the header row and the data rows. */
export interface CsvTable {
  fields: readonly string[];
  data: readonly (readonly unknown[])[];
}

/**
 * The column separator a spreadsheet in the user's language splits on: Italian Excel uses the
 * comma for decimals and so expects `;` (its list separator); English uses the comma.
 */
export function csvDelimiter(language: string): ';' | ',' {
  return language.toLowerCase().startsWith('it') ? ';' : ',';
}

/**
 * Every CSV export of the interface, written by papaparse (it quotes separators, quotes and line
 * breaks inside cells) in the user's language's separator; formula-looking cells are quoted as
 * text (escapeFormulae) so a spreadsheet runs nothing. The text has no BOM: `saveCsv` (save-file)
 * writes the file with one first.
 */
export function toCsv(table: CsvTable, language: string): string {
  return unparse(
    { fields: [...table.fields], data: table.data.map((row) => [...row]) },
    { delimiter: csvDelimiter(language), escapeFormulae: true, newline: '\r\n' },
  );
}
