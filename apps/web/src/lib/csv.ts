/** The web's CSV downloads follow the product's one CSV rule (contracts/csv.ts); `saveCsv` adds the BOM. */
export { csvDelimiter, toCsv, type CsvTable } from '@app/contracts/csv';
