import { parse } from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvDelimiter, toCsv } from './csv';
import { csvBlob } from './save-file';

const table = {
  fields: ['Dispositivo', 'PM2,5', 'Note'],
  data: [
    ['Sala riunioni', '12,5', 'dice "ok"; poi\nva'],
    ['=SUM(A1)', '3', ''],
  ],
};

describe('CSV exports', () => {
  it('separate columns with ; in Italian (Excel reads the comma as the decimal mark) and , in English', () => {
    expect(csvDelimiter('it')).toBe(';');
    expect(csvDelimiter('it-IT')).toBe(';');
    expect(csvDelimiter('en')).toBe(',');
    const italian = toCsv(table, 'it');
    expect(italian.split('\r\n')[0]).toBe('Dispositivo;PM2,5;Note');
    expect(toCsv(table, 'en').split('\r\n')[0]).toBe('Dispositivo,"PM2,5",Note');
  });

  it('read back to the same cells, separators, quotes and line breaks inside cells included', () => {
    const back = parse<string[]>(toCsv(table, 'it'), { delimiter: ';' }).data;
    expect(back[0]).toEqual(table.fields);
    expect(back[1]).toEqual(table.data[0]);
    // A formula-looking cell is quoted as text, so a spreadsheet runs nothing.
    expect(back[2]![0]).toBe("'=SUM(A1)");
  });

  it('start the saved file with a UTF-8 byte-order mark', async () => {
    const bytes = new Uint8Array(await csvBlob(toCsv(table, 'it')).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3, 14))).toBe('Dispositivo');
  });
});
