// `npm start` builds the web app before the server starts; on a loaded machine that takes minutes
// with Vite silent (--logLevel warn), so this wrapper says it is still building every 5 seconds.
import { spawn } from 'node:child_process';

const EVERY_MS = 5000;
const started = Date.now();
const seconds = () => Math.round((Date.now() - started) / 1000);

console.log('building the web app…');
const build = spawn('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'inherit' });
const ticker = setInterval(() => console.log(`building the web app… ${seconds()}s`), EVERY_MS);

// Ctrl-C or a stop during the build stops the build too.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => build.kill(signal));

build.on('exit', (code, signal) => {
  clearInterval(ticker);
  if (code === 0) {
    console.log(`web app built in ${seconds()}s`);
    process.exit(0);
  }
  console.error(`web app build failed (${signal ?? `exit code ${code}`})`);
  process.exit(code ?? 1);
});
