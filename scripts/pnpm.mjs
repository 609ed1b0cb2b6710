#!/usr/bin/env node
// Runs the pinned pnpm (package.json "packageManager") on a machine that has only Node and npm:
// through corepack when Node ships it, else through npx with the same version.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const pin = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
).packageManager;
const version = pin.split('+')[0];
const env = { ...process.env, COREPACK_ENABLE_DOWNLOAD_PROMPT: '0', COREPACK_ENABLE_STRICT: '0' };

export function pnpm(args, options = {}) {
  const hasCorepack = spawnSync('corepack', ['--version'], { stdio: 'ignore', env }).status === 0;
  const [cmd, cmdArgs] = hasCorepack
    ? ['corepack', ['pnpm', ...args]]
    : ['npx', ['-y', version, ...args]];
  return spawnSync(cmd, cmdArgs, { stdio: 'inherit', env, ...options }).status ?? 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(pnpm(process.argv.slice(2)));
}
