import { parse } from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_BOM } from '@app/contracts/csv';
import { toExportCsv } from './export-csv';

const table = {
  fields: ['Nome', 'Stato'],
  data: [
    ['Sala; riunioni', '=1+1'],
    ['Ufficio "A"', 'online'],
  ],
};

describe('toExportCsv', () => {
  it('writes Italian with ; and a BOM, escaping formulas and quoting separators', () => {
    const csv = toExportCsv(table, 'it');
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const rows = parse<string[]>(csv.slice(1), { delimiter: ';' }).data;
    expect(rows).toEqual([
      ['Nome', 'Stato'],
      ['Sala; riunioni', "'=1+1"],
      ['Ufficio "A"', 'online'],
    ]);
  });

  it('writes English with ,', () => {
    const csv = toExportCsv({ fields: ['Name'], data: [['a,b']] }, 'en');
    expect(csv).toBe(`${CSV_BOM}Name\r\n"a,b"`);
  });
});
