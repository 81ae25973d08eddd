import { CSV_BOM, toCsv, type CsvTable } from '@app/contracts/csv';

/**
 * A mailed export file: the product's CSV (contracts/csv.ts, the same as the web's downloads) with
 * the BOM first, because the file leaves the server as it is (docs/decisions/048).
 */
export const toExportCsv = (table: CsvTable, language: string): string => CSV_BOM + toCsv(table, language);
