import { open } from 'node:fs/promises';
import path from 'node:path';

/** The recipient as it may appear in a file name: anything unusual becomes '_'. */
const safeRecipient = (to: string) => to.replace(/[^a-zA-Z0-9@._-]/g, '_');

/** `<time>-<sequence>-<recipient>.eml`: the file mailer's name for a mail, sortable by time. */
export function mailFileName(at: Date, sequence: number, to: string): string {
  return `${at.toISOString().replace(/[:.]/g, '-')}-${sequence}-${safeRecipient(to)}.eml`;
}

const FILE_NAME = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-\d+-(.+)\.eml$/;

/** The addresses of a mail's To header (header block only, folded lines joined), lower-cased. */
export function toAddresses(headerBlock: string): string[] {
  const unfolded = headerBlock.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => /^to:/i.test(l));
  if (!line) return [];
  return line
    .slice(3)
    .split(',')
    .map((part) => (/<([^>]*)>/.exec(part)?.[1] ?? part).trim().toLowerCase())
    .filter(Boolean);
}

/** The header block of a mail file: it ends at the first empty line (64 KiB read at most). */
async function headerBlockOf(file: string): Promise<string> {
  const handle = await open(file, 'r').catch(() => null);
  if (!handle) return '';
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const text = buffer.subarray(0, bytesRead).toString('utf8');
    const end = text.search(/\r?\n\r?\n/);
    return end === -1 ? text : text.slice(0, end);
  } catch {
    return '';
  } finally {
    await handle.close();
  }
}

/**
 * The mail files of a directory addressed to `recipient`. The name narrows the candidates (several
 * addresses share a name once their unusual characters become '_'); the To header decides.
 */
export async function mailFilesTo(dir: string, names: string[], recipient: string): Promise<string[]> {
  const wanted = recipient.toLowerCase();
  const safe = safeRecipient(wanted);
  const candidates = names.filter((name) => FILE_NAME.exec(name)?.[1]?.toLowerCase() === safe);
  const matches: string[] = [];
  for (const name of candidates) {
    const file = path.join(dir, name);
    if (toAddresses(await headerBlockOf(file)).includes(wanted)) matches.push(file);
  }
  return matches;
}
