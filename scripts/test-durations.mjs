// Where a test run's time went (issue 29: keep CI near its budget): reads vitest's JSON report
// (`--reporter=json --outputFile.json=<file>`) and prints each project's summed file time and the
// slowest files. Files run in parallel, so the sums exceed the wall-clock time; they say what to cut.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const [file, top = '15'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/test-durations.mjs <vitest-report.json> [how many files]');
  process.exit(1);
}
const report = JSON.parse(readFileSync(file, 'utf8'));
const root = process.cwd();
const files = report.testResults.map((r) => {
  const rel = path.relative(root, r.name);
  const project = rel.startsWith('e2e/')
    ? 'e2e'
    : rel.startsWith('apps/server/')
      ? 'server'
      : rel.endsWith('.tsx')
        ? 'web-dom'
        : rel.startsWith('apps/web/')
          ? 'web'
          : 'contracts';
  return { rel, project, seconds: (r.endTime - r.startTime) / 1000, status: r.status };
});
const byProject = new Map();
for (const f of files) byProject.set(f.project, (byProject.get(f.project) ?? 0) + f.seconds);
const s = (n) => `${n.toFixed(0)} s`;
console.log(`test files: ${files.length}; summed time per project (files run in parallel):`);
for (const [project, seconds] of [...byProject].sort((a, b) => b[1] - a[1]))
  console.log(`  ${project}: ${s(seconds)}`);
console.log(`slowest ${top} files:`);
for (const f of files.sort((a, b) => b.seconds - a.seconds).slice(0, Number(top)))
  console.log(`  ${s(f.seconds).padStart(6)}  ${f.rel}${f.status === 'passed' ? '' : ` (${f.status})`}`);

// The failures last, where a CI log's tail shows them: each failed test with the start of its message.
const failed = report.testResults.flatMap((r) =>
  (r.assertionResults ?? [])
    .filter((a) => a.status === 'failed')
    .map((a) => ({
      rel: path.relative(root, r.name),
      title: a.fullName,
      message: a.failureMessages?.[0] ?? '',
    })),
);
const brokenFiles = report.testResults.filter(
  (r) => r.status === 'failed' && !(r.assertionResults ?? []).some((a) => a.status === 'failed'),
);
if (failed.length || brokenFiles.length) {
  console.log(`FAILED (${failed.length} tests, ${brokenFiles.length} files that did not run):`);
  for (const f of failed)
    console.log(
      `  ${f.rel} > ${f.title}\n    ${f.message.split('\n').slice(0, 4).join('\n    ').slice(0, 600)}`,
    );
  for (const r of brokenFiles)
    console.log(`  ${path.relative(root, r.name)}: ${(r.message ?? '').slice(0, 600)}`);
}
