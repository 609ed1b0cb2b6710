/**
 * What `npm test` reads from a Playwright JSON report: its counts (a test that passed on a retry
 * counts as passed) and the tests that passed only on a retry, named so that a retry in CI is
 * seen, not only survived.
 * @param {{ stats?: { expected?: number, unexpected?: number, flaky?: number },
 *   errors?: unknown[], suites?: ReportSuite[] }} json
 */
export function playwrightCounts(json) {
  const { expected = 0, unexpected = 0, flaky = 0 } = json.stats ?? {};
  const errors = (json.errors ?? []).length;
  return {
    passed: expected + flaky,
    failed: unexpected + errors,
    retried: retriedTests(json.suites ?? []),
  };
}

/**
 * @typedef {{ title: string, specs?: { title: string,
 *   tests: { projectName: string, status: string }[] }[], suites?: ReportSuite[] }} ReportSuite
 */

/** `file › describe › test [project]` of every test whose status is `flaky`. */
function retriedTests(/** @type {ReportSuite[]} */ suites, /** @type {string[]} */ path = []) {
  return suites.flatMap((suite) => {
    const here = [...path, suite.title];
    return [
      ...(suite.specs ?? []).flatMap((spec) =>
        spec.tests
          .filter((test) => test.status === 'flaky')
          .map((test) => `${[...here, spec.title].join(' › ')} [${test.projectName}]`),
      ),
      ...retriedTests(suite.suites ?? [], here),
    ];
  });
}
