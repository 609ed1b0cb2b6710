// The one place every tool (Vitest browser mode, Playwright, visual tests, Lighthouse) gets its
// browser from. No tool downloads a browser of its own: we use Debian's Chromium.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureDebianPackages } from './debianPackages.mjs';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Flags for Playwright, which adds its own headless switch. */
export const PLAYWRIGHT_CHROMIUM_ARGS = CHROMIUM_FLAGS.filter((flag) => flag !== '--headless');

const DEBIAN_PATH = '/usr/bin/chromium';

/**
 * CHROME_PATH, else /usr/bin/chromium, else installs Debian's chromium when running as root,
 * else throws with what to install.
 */
export function findChromium({ install = true } = {}) {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to ${fromEnv}, but there is no file there.`);
  }
  const found = () => existsSync(DEBIAN_PATH);
  if (install ? ensureDebianPackages(['chromium'], found) : found()) return DEBIAN_PATH;
  throw new Error(
    'No Chromium found. Install Debian\'s package as root ("apt-get install -y chromium") ' +
      'or set CHROME_PATH to a Chromium or Chrome executable.',
  );
}

/** What the browser at `executable` says of its version (`Chromium 156.0.8078.108 …`). */
export function browserVersion(executable) {
  try {
    return execFileSync(executable, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return `${executable} (its version could not be read)`;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(findChromium());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
