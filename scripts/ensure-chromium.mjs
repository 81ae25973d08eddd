// Browser tests drive Debian's Chromium (never a downloaded browser). Where it is missing, install
// it when running as root; otherwise stop and say how.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log(`Chromium not found at ${path}: installing Debian's chromium package...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: 'inherit', env });
  execSync('apt-get install -y -qq chromium', { stdio: 'inherit', env });
  if (existsSync(path)) process.exit(0);
}
console.error(
  `Chromium is needed for the browser tests and was not found at ${path}.\n` +
    'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
    '(or point CHROMIUM_PATH at an installed Chromium).',
);
process.exit(1);
