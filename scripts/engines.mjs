// The other engines a participant's phone may run, from Debian's packages like Chromium
// (chromium.mjs): Firefox ESR, and WebKitGTK (Safari's engine) behind its WebDriver under Xvfb.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureDebianPackages } from './debianPackages.mjs';

export const ENGINES = {
  firefox: '/usr/bin/firefox-esr',
  webkitDriver: '/usr/bin/WebKitWebDriver',
  /** WebKitGTK's own small browser, which its WebDriver drives (package libwebkit2gtk-4.1-0). */
  miniBrowser: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  xvfb: '/usr/bin/Xvfb',
};
const PACKAGES = ['firefox-esr', 'webkit2gtk-driver', 'xvfb'];

const installed = () => Object.values(ENGINES).every((file) => existsSync(file));

/** Firefox ESR, WebKitGTK's driver and browser, and Xvfb: installed as root when missing. */
export function findEngines() {
  if (ensureDebianPackages(PACKAGES, installed)) return ENGINES;
  throw new Error(
    `Firefox or WebKitGTK is missing. As root: apt-get install -y ${PACKAGES.join(' ')}`,
  );
}

/** What each engine says of its version, on one line. */
export function engineVersions() {
  const say = (file, args) => {
    const { stdout, stderr } = spawnSync(file, args, { encoding: 'utf8' });
    return `${stdout}${stderr}`.trim().split('\n')[0];
  };
  const webkit = say('dpkg-query', ['-W', '-f=${Version}', 'libwebkit2gtk-4.1-0']);
  return `${say(ENGINES.firefox, ['--version'])}; WebKitGTK ${webkit}`;
}
