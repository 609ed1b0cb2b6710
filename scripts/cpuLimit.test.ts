import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { cpuLimit } from './cpuLimit';

it('starts a program inside a cgroup held to one rate-th of a core', (context) => {
  const limit = cpuLimit('/bin/cat');
  // Only where cgroups can be made (root, cgroup v1 cpu), as the bench's Firefox half needs.
  if ('unavailable' in limit) return context.skip(limit.unavailable);
  try {
    limit.slowDown(4);
    const ownGroups = execFileSync(limit.executable, ['/proc/self/cgroup'], { encoding: 'utf8' });
    const cpuGroup = ownGroups.split('\n').find((line) => /^\d+:[^:]*\bcpu\b[^:]*:/.test(line));
    expect(cpuGroup?.endsWith(`:/${path.basename(limit.group)}`)).toBe(true);
    const quota = () => readFileSync(path.join(limit.group, 'cpu.cfs_quota_us'), 'utf8');
    expect(quota().trim()).toBe('2500');
    limit.slowDown(6);
    expect(quota().trim()).toBe('1667');
  } finally {
    limit.dispose();
  }
});
