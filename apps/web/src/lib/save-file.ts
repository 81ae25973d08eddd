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

/** Saves CSV text as a file, with a byte-order mark first so spreadsheets read it as UTF-8. */
export const saveCsv = (fileName: string, csv: string): void =>
  saveFile(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), fileName);
