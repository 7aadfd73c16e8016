import type { Reporter, TestModule } from 'vitest/node';

/** Ends a run with one plain line, "Vitest: N passed, N failed, N skipped", that CI logs can read. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const count = { passed: 0, failed: 0, skipped: 0 };
    for (const m of modules) {
      for (const test of m.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') count.passed++;
        else if (state === 'failed') count.failed++;
        else count.skipped++;
      }
    }
    console.log(`\nVitest: ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped`);
  }
}
