/**
 * A browser held to a share of one CPU core, for an engine without CPU throttling of its own
 * (Firefox; Chromium's is CDP's): a cgroup v1 `cpu` group, which the browser joins through a
 * wrapper script that moves itself in and then runs the browser, so that every process the browser
 * starts is in it too. Needs a writable `/sys/fs/cgroup/cpu` (root); elsewhere `cpuLimit` says
 * why there is none.
 */
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  rmdirSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const CPU_CONTROLLER = '/sys/fs/cgroup/cpu';
const PERIOD_US = 10_000;

export interface CpuLimit {
  /** The group's folder under the cgroup `cpu` controller. */
  group: string;
  /** The script to launch instead of the browser's executable. */
  executable: string;
  /** From now on, the browser gets one `rate`-th of one core (4: 25 %). */
  slowDown(rate: number): void;
  /** Removes the wrapper and the group (once the browser has closed). */
  dispose(): void;
}

export function cpuLimit(browserExecutable: string): CpuLimit | { unavailable: string } {
  if (!existsSync(path.join(CPU_CONTROLLER, 'cgroup.procs')))
    return { unavailable: `no cgroup v1 cpu controller at ${CPU_CONTROLLER}` };
  const group = path.join(CPU_CONTROLLER, `jornada-bench-${process.pid}`);
  const folder = mkdtempSync(path.join(tmpdir(), 'cpu-limit-'));
  try {
    mkdirSync(group);
    writeFileSync(path.join(group, 'cpu.cfs_period_us'), String(PERIOD_US));
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    return { unavailable: `cannot make a cgroup (${(error as Error).message}): run as root` };
  }
  const executable = path.join(folder, path.basename(browserExecutable));
  writeFileSync(
    executable,
    `#!/bin/sh\necho $$ > '${group}/cgroup.procs'\nexec '${browserExecutable}' "$@"\n`,
  );
  chmodSync(executable, 0o755);
  return {
    group,
    executable,
    slowDown(rate) {
      writeFileSync(path.join(group, 'cpu.cfs_quota_us'), String(Math.round(PERIOD_US / rate)));
    },
    dispose() {
      rmSync(folder, { recursive: true, force: true });
      // A cgroup goes with rmdir alone, once no process is left in it.
      rmdirSync(group);
    },
  };
}
