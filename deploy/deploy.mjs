#!/usr/bin/env node
/**
 * Puts a build live without locking anyone out (Node ≥ 20, nothing to install):
 *
 *   node deploy/deploy.mjs <build folder> <site folder>      deploy a build (apps/portal/dist)
 *   node deploy/deploy.mjs --rollback <site folder>         bring the previous release back
 *   node deploy/deploy.mjs <site folder>/releases/<id> <site folder>   bring a kept release back
 *
 * The site folder holds `releases/<id>/` (one per deploy) and `current`, a link to the live one:
 * the web server's root (JORNADA_ROOT) is `<site folder>/current`. A deploy copies the build into
 * a new release beside the others, adds the `/assets/*` of the releases before it (a tab opened
 * before the deploy still asks for its own chunks), then switches `current` in one step. A
 * rollback is a deploy of the previous release's files, so it keeps the assets the same way.
 * The newest KEPT_RELEASES releases stay on disk; their builds' assets are served.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** Releases kept on disk: the live one and the builds before it whose assets are still served. */
export const KEPT_RELEASES = 3;
const ASSETS = 'assets';
const LOG = 'releases.json';

/** The deploys so far, oldest first: `{ id, assets }`, `assets` being the build's own files. */
function readLog(site) {
  const file = path.join(site, LOG);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
}

/** The release `current` points at, or null before the first deploy. */
export function currentRelease(site) {
  const link = path.join(site, 'current');
  return existsSync(link) ? path.basename(readlinkSync(link)) : null;
}

const listAssets = (dir) =>
  existsSync(path.join(dir, ASSETS)) ? readdirSync(path.join(dir, ASSETS)).sort() : [];

/** A new release id: the time, sortable, unique in `site`. */
function newId(site, now) {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  let id = stamp;
  for (let n = 2; existsSync(path.join(site, 'releases', id)); n += 1) id = `${stamp}-${n}`;
  return id;
}

/**
 * The files of `build`'s own assets folder. A release's folder also holds the assets it kept from
 * the ones before: its own are in the log.
 */
function ownAssetsOf(build, site, log) {
  const fromLog = log.find(
    (entry) => path.resolve(site, 'releases', entry.id) === path.resolve(build),
  );
  return fromLog ? fromLog.assets : listAssets(build);
}

/** Deploys `build` (a built portal, or a kept release of `site`) into `site`; returns its id. */
export function deploy(build, site, { now = new Date() } = {}) {
  if (!existsSync(path.join(build, 'index.html'))) {
    throw new Error(`${build} is not a built portal (no index.html): run "npm run build" first.`);
  }
  const releases = path.join(site, 'releases');
  mkdirSync(releases, { recursive: true });
  const log = readLog(site);
  const ownAssets = ownAssetsOf(build, site, log);
  const id = newId(site, now);
  const release = path.join(releases, id);
  const staging = `${release}.partial`;
  rmSync(staging, { recursive: true, force: true });
  cpSync(build, staging, { recursive: true });
  // The assets of the builds before, for tabs opened on them (content-hashed names never clash).
  for (const previous of log.slice(-(KEPT_RELEASES - 1))) {
    for (const file of previous.assets) {
      const from = path.join(releases, previous.id, ASSETS, file);
      const to = path.join(staging, ASSETS, file);
      if (existsSync(from) && !existsSync(to)) cpSync(from, to);
    }
  }
  renameSync(staging, release);

  // One step: a new link renamed over the old one.
  const link = path.join(site, 'current');
  const nextLink = `${link}.next`;
  rmSync(nextLink, { force: true });
  symlinkSync(path.join('releases', id), nextLink);
  renameSync(nextLink, link);

  const kept = [...log, { id, assets: ownAssets }].slice(-KEPT_RELEASES);
  writeFileSync(path.join(site, LOG), `${JSON.stringify(kept, null, 2)}\n`);
  for (const old of log) {
    if (!kept.some((entry) => entry.id === old.id)) {
      rmSync(path.join(releases, old.id), { recursive: true, force: true });
    }
  }
  return id;
}

/** Deploys again the release that was live before the current one; returns the new id. */
export function rollback(site, { now = new Date() } = {}) {
  const log = readLog(site);
  const live = currentRelease(site);
  const index = log.findIndex((entry) => entry.id === live);
  const previous = index > 0 ? log[index - 1] : undefined;
  if (!previous) throw new Error(`${site} has no release before ${live ?? 'none'} to go back to.`);
  return deploy(path.join(site, 'releases', previous.id), site, { now });
}

function main(args) {
  const [first, second] = args;
  if (first === '--rollback' && second) {
    const id = rollback(second);
    console.log(`Rolled back: ${path.join(second, 'current')} -> releases/${id}`);
    return;
  }
  if (!first || !second || first.startsWith('-')) {
    console.error(
      'Usage: node deploy/deploy.mjs <build folder> <site folder>\n' +
        '       node deploy/deploy.mjs --rollback <site folder>',
    );
    process.exit(2);
  }
  const id = deploy(first, second);
  console.log(`Deployed: ${path.join(second, 'current')} -> releases/${id}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
