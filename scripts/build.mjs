#!/usr/bin/env node
/**
 * `npm run build`: installs (frozen lockfile, quick when nothing changed), then builds the portal
 * into apps/portal/dist, and nothing else (Storybook is `npm run build-storybook`).
 */
import { install } from './install.mjs';
import { pnpm } from './pnpm.mjs';

// `npm test` has installed already (it names the stage it runs).
if (!process.env.JORNADA_STAGE && install() !== 0) process.exit(1);
process.exit(pnpm(['--filter', '@jornada/portal', 'run', 'build']));
