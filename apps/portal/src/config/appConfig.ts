import type { Config } from '@jornada/api';

let current: Config | null = null;

/** Keeps the runtime config read at start-up (main.tsx) for the rest of the app. */
export function setAppConfig(config: Config): void {
  current = config;
}

/** The runtime config; main.tsx sets it before rendering. */
export function getAppConfig(): Config {
  if (!current) throw new Error('portal: the runtime config was not loaded before rendering.');
  return current;
}
