import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Builds the next version of the portal (nextBuild.config.ts: one page's copy changed) into a
 * folder of its own, and returns its `dist`; remove its parent folder when done.
 */
export async function buildNext(): Promise<string> {
  const dist = path.join(mkdtempSync(path.join(tmpdir(), 'jornada-next-')), 'dist');
  // Not spawnSync: this worker's own event loop may be answering for a deployment's API.
  const child = spawn('npx', ['vite', 'build', '-c', 'e2e/deploy/nextBuild.config.ts'], {
    cwd: ROOT,
    env: { ...process.env, NEXT_BUILD_DIR: dist },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const status = await new Promise((resolve) => child.on('close', resolve));
  if (status !== 0) throw new Error(`the next build failed:\n${output}`);
  return dist;
}
