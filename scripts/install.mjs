#!/usr/bin/env node
// Installs the workspace exactly as the lockfile says (what `npm start` and `npm test` do first).
import { pnpm } from './pnpm.mjs';

export function install() {
  return pnpm(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(install());
