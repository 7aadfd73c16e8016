import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends a run with the failed tests by file and name, then one plain line, "Vitest: N passed, N failed,
 * N skipped". CI logs keep only their tail, so what failed must be printed last, short and together.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const count = { passed: 0, failed: 0, skipped: 0 };
    const failedNames: string[] = [];
    for (const m of modules) {
      if (m.state() === 'failed' && [...m.children.allTests()].length === 0) {
        failedNames.push(`${m.relativeModuleId} (the file failed to load or a hook failed)`);
      }
      for (const test of m.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') count.passed++;
        else if (state === 'failed') {
          count.failed++;
          failedNames.push(`${m.relativeModuleId} > ${test.fullName}`);
        } else count.skipped++;
      }
    }
    if (failedNames.length > 0) console.log(`\nFailed:\n${failedNames.map((name) => `  - ${name}`).join('\n')}`);
    console.log(`\nVitest: ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped`);
  }
}
