import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends a run with where its time went (each project's files added up, and the slowest files), the failed
 * tests by file and name, then one plain line, "Vitest: N passed, N failed, N skipped" (a file that failed to load or
 * whose hook failed counts as one failure). CI logs keep only
 * their tail, so what failed must be printed last, short and together; CI also has a time limit, and the
 * times say what to make faster before a run reaches it.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const count = { passed: 0, failed: 0, skipped: 0 };
    const failedNames: string[] = [];
    for (const m of modules) {
      // A file that failed to load or whose hook failed ran no test: it counts as one failure, so the line below
      // never reads "0 failed" for a run that failed.
      if (m.state() === 'failed' && [...m.children.allTests()].every((test) => test.result().state !== 'failed')) {
        count.failed++;
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
    console.log(timeSpent(modules));
    if (failedNames.length > 0) console.log(`\nFailed:\n${failedNames.map((name) => `  - ${name}`).join('\n')}`);
    console.log(`\nVitest: ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped`);
  }
}

const SLOWEST = 8;
const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

/** Each project's files' durations added up (files of one project may run side by side), then the slowest files. */
const timeSpent = (modules: ReadonlyArray<TestModule>): string => {
  const byProject = new Map<string, number>();
  for (const m of modules) byProject.set(m.project.name, (byProject.get(m.project.name) ?? 0) + m.diagnostic().duration);
  const slowest = [...modules].sort((a, b) => b.diagnostic().duration - a.diagnostic().duration).slice(0, SLOWEST);
  return [
    `\nTime by project: ${[...byProject].map(([name, ms]) => `${name || 'default'} ${seconds(ms)}`).join(', ')}`,
    `Slowest files: ${slowest.map((m) => `${m.relativeModuleId} ${seconds(m.diagnostic().duration)}`).join(', ')}`,
  ].join('\n');
};
