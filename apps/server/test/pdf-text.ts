import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The page texts of a PDF, by poppler's pdftotext (Debian package poppler-utils): laid out as on the
 * page (`layout`, the default: columns stay apart), or in reading order.
 */
export async function pdfPages(pdf: Buffer, { layout = true } = {}): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'report-'));
  try {
    const file = path.join(dir, 'report.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', [
      ...(layout ? ['-layout'] : []),
      '-enc',
      'UTF-8',
      file,
      '-',
    ]).catch((error: Error) => {
      throw new Error(`pdftotext failed (apt-get install poppler-utils): ${error.message}`);
    });
    return stdout.split('\f').slice(0, -1);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
