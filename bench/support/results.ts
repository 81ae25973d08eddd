import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

export const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Prints a bench's report and writes it to bench/results/<YYYY-MM-DD>-<scenario>.md as the
 * repository's formatter would (the lint checks every Markdown file); returns its path relative to
 * the repository.
 */
export async function writeResult(scenario: string, markdown: string): Promise<string> {
  console.log(`\n${markdown}`);
  const name = `${new Date().toISOString().slice(0, 10)}-${scenario}.md`;
  const file = path.join(repositoryRoot, 'bench/results', name);
  await mkdir(path.dirname(file), { recursive: true });
  const options = (await resolveConfig(file)) ?? {};
  await writeFile(file, await format(markdown, { ...options, filepath: file }));
  const relative = path.relative(repositoryRoot, file);
  console.log(`written to ${relative}`);
  return relative;
}
