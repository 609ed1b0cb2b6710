// Debian packages the test scripts need (Chromium, nginx, other engines), installed on demand.
import { execFileSync } from 'node:child_process';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * True when `ready()` is; otherwise, running as root, installs Debian's `packages` (apt-get) and
 * asks `ready()` again; not root, false.
 */
export function ensureDebianPackages(packages, ready) {
  if (ready()) return true;
  if (!isRoot()) return false;
  console.error(`Installing Debian's ${packages.join(', ')} (apt-get)…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return ready();
}
