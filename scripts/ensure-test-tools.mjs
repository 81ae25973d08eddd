// The tests use two Debian tools: Chromium for the browser tests (never a downloaded browser) and
// poppler-utils (pdftoppm, pdftotext) to read the PDF reports. Where one is missing, install it
// with apt-get when running as root; otherwise stop and say how.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const tools = [
  { what: 'Chromium', path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', pkg: 'chromium' },
  { what: 'pdftoppm', path: '/usr/bin/pdftoppm', pkg: 'poppler-utils' },
  { what: 'pdftotext', path: '/usr/bin/pdftotext', pkg: 'poppler-utils' },
];
const missing = () => tools.filter((t) => !existsSync(t.path));
if (missing().length === 0) process.exit(0);

const packages = [...new Set(missing().map((t) => t.pkg))];
if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log(`Installing Debian's ${packages.join(', ')} for the tests...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: 'inherit', env });
  execSync(`apt-get install -y -qq ${packages.join(' ')}`, { stdio: 'inherit', env });
  if (missing().length === 0) process.exit(0);
}
console.error(
  `The tests need ${missing()
    .map((t) => `${t.what} (${t.path})`)
    .join(', ')}.\n` +
    `Install with:  sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}\n` +
    '(or point CHROMIUM_PATH at an installed Chromium).',
);
process.exit(1);
