#!/usr/bin/env node
/**
 * `npm start`: installs (frozen lockfile), builds the portal and serves it with the embedded mock
 * API on one port (PORT, default 4173). The server prints the address, the demo accounts and where
 * the e-mailed codes appear.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { install } from './install.mjs';
import { pnpm } from './pnpm.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '4173';

if (install() !== 0) process.exit(1);
console.log('\nBuilding the portal…');
if (pnpm(['--filter', '@jornada/portal', 'run', 'build'], { cwd: root }) !== 0) process.exit(1);

const tsx = path.join(root, 'node_modules/.bin/tsx');
const server = spawn(
  tsx,
  ['packages/api/src/mock/server.ts', '--static', 'apps/portal/dist', '--port', port],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
