import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { KEPT_RELEASES, currentRelease, deploy, rollback } from './deploy.mjs';

let work = '';
let site = '';
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'jornada-deploy-'));
  site = path.join(work, 'site');
});

/** A built portal whose page says `version` and whose entry chunk is `index-<version>.js`. */
function build(version: string): string {
  const dir = path.join(work, `build-${version}`);
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), `<h1>${version}</h1>`);
  writeFileSync(path.join(dir, 'assets', `index-${version}.js`), `/* ${version} */`);
  return dir;
}

const live = (file: string) => path.join(site, 'current', file);
const minutes = (n: number) => new Date(Date.UTC(2026, 10, 27, 12, n));

describe('deploy', () => {
  it('makes the build live under current/, keeping the assets of the build before', () => {
    deploy(build('v1'), site, { now: minutes(0) });
    expect(readFileSync(live('index.html'), 'utf8')).toBe('<h1>v1</h1>');
    deploy(build('v2'), site, { now: minutes(1) });
    expect(readFileSync(live('index.html'), 'utf8')).toBe('<h1>v2</h1>');
    // A tab opened on v1 still gets its chunk.
    expect(readdirSync(live('assets'))).toEqual(['index-v1.js', 'index-v2.js']);
    expect(currentRelease(site)).toBe('20261127T120100Z');
  });

  it(`keeps ${KEPT_RELEASES} releases, and serves the assets of those builds only`, () => {
    for (const [n, version] of ['v1', 'v2', 'v3', 'v4'].entries()) {
      deploy(build(version), site, { now: minutes(n) });
    }
    expect(readdirSync(path.join(site, 'releases'))).toHaveLength(KEPT_RELEASES);
    expect(readdirSync(live('assets'))).toEqual(['index-v2.js', 'index-v3.js', 'index-v4.js']);
  });

  it('refuses a folder that is not a build, and leaves the live one as it was', () => {
    deploy(build('v1'), site, { now: minutes(0) });
    expect(() => deploy(path.join(work, 'nothing'), site)).toThrow(/npm run build/);
    expect(readFileSync(live('index.html'), 'utf8')).toBe('<h1>v1</h1>');
  });
});

describe('rollback', () => {
  it("brings the previous build back as a new release that keeps the bad one's assets", () => {
    deploy(build('v1'), site, { now: minutes(0) });
    deploy(build('v2'), site, { now: minutes(1) });
    rollback(site, { now: minutes(2) });
    expect(readFileSync(live('index.html'), 'utf8')).toBe('<h1>v1</h1>');
    // Tabs opened on v2 meanwhile still get their chunks.
    expect(readdirSync(live('assets'))).toEqual(['index-v1.js', 'index-v2.js']);
    // The next deploy counts v1's files as the rolled-back release's own.
    deploy(build('v3'), site, { now: minutes(3) });
    expect(readdirSync(live('assets'))).toEqual(['index-v1.js', 'index-v2.js', 'index-v3.js']);
  });

  it('says so when there is nothing to go back to', () => {
    expect(() => rollback(site)).toThrow(/no release before/);
    deploy(build('v1'), site, { now: minutes(0) });
    expect(() => rollback(site)).toThrow(/no release before/);
    expect(existsSync(live('index.html'))).toBe(true);
  });
});
