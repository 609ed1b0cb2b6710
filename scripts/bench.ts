/**
 * `npm run bench`: first-load JS (gzip) of each route of the built portal, total JS, and the
 * budget checks `npm test` enforces. Writes .reports/budgets.json for the test summary.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUDGETS, measureRoutes } from './budgets';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/portal/dist');
if (!existsSync(path.join(dist, '.vite/manifest.json'))) {
  console.error('No built portal: run `npm run build` first.');
  process.exit(1);
}

const { routes, totalJsKb } = measureRoutes(dist);
const checks = routes.map((route) => {
  const limit = route.path === '/' ? BUDGETS.landingKb : BUDGETS.routeKb;
  return {
    name: `first load of ${route.path} <= ${limit} KB gzip`,
    passed: route.gzipKb <= limit,
    value: route.gzipKb,
    limit,
  };
});

console.log('\nFirst-load JS per route (gzip)');
console.log('route'.padEnd(34) + 'page'.padEnd(20) + 'KB'.padStart(8) + '  budget');
for (const [index, route] of routes.entries()) {
  const check = checks[index]!;
  console.log(
    route.path.padEnd(34) +
      route.page.padEnd(20) +
      route.gzipKb.toFixed(1).padStart(8) +
      `  ${check.passed ? 'ok' : 'OVER'} (${check.limit})`,
  );
}
const landing = routes.find((route) => route.path === '/');
console.log(`\nAll JS: ${totalJsKb.toFixed(1)} KB gzip`);
if (landing)
  console.log(
    `Goal for /: ${BUDGETS.landingGoalKb} KB (now ${landing.gzipKb.toFixed(1)} KB; stack floor 116.6 KB)`,
  );

mkdirSync(path.join(root, '.reports'), { recursive: true });
const passed = checks.filter((check) => check.passed).length;
writeFileSync(
  path.join(root, '.reports/budgets.json'),
  JSON.stringify({ passed, failed: checks.length - passed, checks, routes, totalJsKb }, null, 2),
);
console.log(`\nbudgets: ${passed} passed, ${checks.length - passed} failed`);
process.exit(passed === checks.length ? 0 : 1);
