import { CSV_BOM } from '@app/contracts/csv';

/** Offers a blob to the user as a download named `fileName` (a temporary link, revoked after). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** CSV text (from `toCsv` in ./csv) as the file to save: the BOM first, then the text, as UTF-8. */
export const csvBlob = (csv: string): Blob => new Blob([CSV_BOM, csv], { type: 'text/csv;charset=utf-8' });

/** Saves CSV text as a file (see `csvBlob`). */
export const saveCsv = (fileName: string, csv: string): void => saveFile(csvBlob(csv), fileName);
