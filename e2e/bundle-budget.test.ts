import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * The JavaScript budget of the login page (docs/decisions/017-web-delivery.md): what the browser must download
 * before it can render the page — the module script of the built index.html, its modulepreload
 * links and every module they import statically — is under 200 kB (200,000 bytes) gzipped. Chunks imported on
 * demand (import()) are not counted. Deterministic: it reads the build, no browser.
 */
const BUDGET_GZIP_BYTES = 200_000;
const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

/** Relative static imports of a built ES module: `import{a}from"./x.js"`, `import"./y.js"`, `export*from"./z.js"`. */
const staticImports = (code: string): string[] =>
  [...code.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g)].map(
    (m) => m[1]!,
  );

/** The initial JavaScript of the built app: path (from dist) -> bytes. */
function initialScripts(distDir: string): Map<string, Buffer> {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];
  const tags = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].map((m) => m[0]);
  const roots = [
    ...tags.filter((t) => t.startsWith('<script') && /type="module"/.test(t)).map((t) => attr(t, 'src')),
    ...tags.filter((t) => /rel="modulepreload"/.test(t)).map((t) => attr(t, 'href')),
  ].filter((src): src is string => !!src && src.startsWith('/'));
  const files = new Map<string, Buffer>();
  const queue = roots.map((src) => src.slice(1));
  while (queue.length) {
    const file = queue.shift()!;
    if (files.has(file)) continue;
    const bytes = readFileSync(path.join(distDir, file));
    files.set(file, bytes);
    for (const spec of staticImports(bytes.toString('utf8')))
      queue.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)));
  }
  return files;
}

describe('bundle budget', () => {
  it('finds static imports in minified output', () => {
    expect(
      staticImports('import{a as b}from"./x-1.js";import"./y.js";export*from"../z.js";import("./lazy.js")'),
    ).toEqual(['./x-1.js', './y.js', '../z.js']);
  });

  it('the login page needs under 200 kB of gzipped JavaScript to render', () => {
    expect(existsSync(path.join(dist, 'index.html')), 'run `npm run build` first').toBe(true);
    const files = initialScripts(dist);
    const sizes = [...files].map(([file, bytes]) => ({ file, gzip: gzipSync(bytes, { level: 9 }).length }));
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    const report = sizes
      .sort((a, b) => b.gzip - a.gzip)
      .map((s) => `${(s.gzip / 1000).toFixed(1).padStart(7)} kB  ${s.file}`)
      .join('\n');
    expect(files.size).toBeGreaterThan(0);
    expect(
      total,
      `initial JavaScript, gzipped:\n${report}\n  total ${(total / 1000).toFixed(1)} kB`,
    ).toBeLessThan(BUDGET_GZIP_BYTES);
  });
});
