// `npm run build` (both parts, always) and `npm start` / `npm test` (`--changed`: only the parts whose
// sources changed since their last build). Two parts (docs/decisions/041-compiled-server.md):
//   - the web app: Vite into apps/web/dist;
//   - the server: esbuild bundles apps/server/src into apps/server/dist, run by plain node.
// A part's inputs are hashed (file paths and contents); the hash is kept after a successful build
// (under node_modules/.cache, not in the served folder), so a restart with no change builds nothing.
// Every phase says its time.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { access, cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => path.join(root, ...p);
const STAMPS = 'node_modules/.cache/purifier-build';
const SKIP_DIRS = new Set(['node_modules', 'dist', 'test', '.vitest-tmp']);
const isTest = (name) => /\.test(-[\w-]+)?\.(ts|tsx)$|\.test-\w+\.ts$/.test(name);

/** Every file under `dir` (tests, builds and dependencies left out), as paths relative to the root. */
async function filesUnder(dir) {
  const entries = await readdir(at(dir), { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((e) => {
      const rel = path.join(dir, e.name);
      if (e.isDirectory()) return SKIP_DIRS.has(e.name) ? [] : filesUnder(rel);
      return isTest(e.name) ? [] : [rel];
    }),
  );
  return nested.flat();
}

/** One hash over the inputs' paths and contents: any added, removed or changed file changes it. */
async function hashOf(inputs) {
  const files = (await Promise.all(inputs.map((i) => (i.endsWith('/') ? filesUnder(i) : [i])))).flat().sort();
  const hash = createHash('sha256');
  for (const f of files)
    hash
      .update(`${f}\0`)
      .update(await readFile(at(f)).catch(() => ''))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}

const SHARED = ['packages/contracts/src/', 'packages/i18n/src/', 'package-lock.json', 'scripts/build.mjs'];

const PARTS = {
  web: {
    label: 'the web app',
    out: 'apps/web/dist',
    entry: 'index.html',
    inputs: ['apps/web/', ...SHARED],
    build: buildWeb,
  },
  server: {
    label: 'the server',
    out: 'apps/server/dist',
    entry: 'main.js',
    inputs: ['apps/server/src/', 'apps/server/package.json', ...SHARED],
    build: buildServer,
  },
};

/** Vite is silent for minutes on a loaded machine: say every 5 s that it still builds. */
function buildWeb() {
  return new Promise((resolve, reject) => {
    const vite = spawn('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
    const started = Date.now();
    const ticker = setInterval(
      () => console.log(`building the web app… ${Math.round((Date.now() - started) / 1000)}s`),
      5000,
    );
    // Ctrl-C or a stop during the build stops the build too.
    const stop = (signal) => vite.kill(signal);
    process.on('SIGINT', stop).on('SIGTERM', stop);
    vite.on('exit', (code, signal) => {
      clearInterval(ticker);
      process.off('SIGINT', stop).off('SIGTERM', stop);
      if (code === 0) resolve();
      else reject(new Error(`the web app's build failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/**
 * One ES module per entry, our code (and the workspace packages, which export TypeScript) bundled,
 * every dependency left to node_modules: native addons, wasm (PGlite) and files read beside their
 * modules keep working as installed. Beside the bundle: what the code finds by its own URL (the
 * migrations, the worker threads' entry module).
 */
async function buildServer(out = at('apps/server/dist')) {
  const esbuild = await import('esbuild');
  await rm(out, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: {
      main: 'apps/server/src/main.ts',
      // Loaded by URL by the report pool's worker threads (report.pool.ts).
      'report.worker': 'apps/server/src/modules/iot/report.worker.ts',
    },
    outdir: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        name: 'dependencies-stay-external',
        setup(build) {
          // A bare specifier that is not one of our workspace packages is a dependency.
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@app/') || path.isAbsolute(args.path)
              ? undefined
              : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  await cp(at('apps/server/src/db/migrations'), path.join(out, 'migrations'), { recursive: true });
  await cp(at('apps/server/src/lib/worker-entry.mjs'), path.join(out, 'worker-entry.mjs'));
}

async function main() {
  // `server --out=<dir>`: a bundle elsewhere, unrecorded (the compiled server's test builds its own).
  const outArgument = process.argv.find((a) => a.startsWith('--out='));
  if (outArgument) {
    await buildServer(path.resolve(outArgument.slice('--out='.length)));
    return;
  }
  const onlyChanged = process.argv.includes('--changed');
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const names = wanted.length ? wanted : Object.keys(PARTS);
  for (const name of names) {
    const part = PARTS[name];
    if (!part) throw new Error(`unknown part ${name}: one of ${Object.keys(PARTS).join(', ')}`);
    const hash = await hashOf(part.inputs);
    const stamp = at(STAMPS, `${name}.hash`);
    const built = await readFile(stamp, 'utf8').catch(() => '');
    const present = await access(at(part.out, part.entry)).then(
      () => true,
      () => false,
    );
    if (onlyChanged && present && built.trim() === hash) {
      console.log(`${part.label}: up to date (${hash})`);
      continue;
    }
    const started = Date.now();
    console.log(`building ${part.label}…`);
    await part.build();
    await mkdir(path.dirname(stamp), { recursive: true });
    await writeFile(stamp, `${hash}\n`);
    console.log(`${part.label} built in ${((Date.now() - started) / 1000).toFixed(1)}s (${hash})`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
