import { spawn } from 'node:child_process';

/**
 * npm test: every check and test suite of the project, one after another, stopping at the first that fails with
 * its exit code, then how long each step took and the whole (CI has a time limit: the times say what to make
 * faster before a run reaches it), and the test counts of the Vitest steps added up.
 *
 * `--full` (npm run test:full) runs the same steps with TEST_FULL=1: the fuzz sends its full number of inputs
 * per mutation (tests/server/fuzz.test.ts).
 */
const STEPS: { name: string; command: string }[] = [
  { name: 'lint', command: 'npm run lint' },
  { name: 'check:metadata', command: 'npm run check:metadata' },
  { name: 'check:generated', command: 'npm run check:generated' },
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'build', command: 'npm run build' },
  { name: 'vitest', command: 'vitest run' },
  { name: 'test:e2e', command: 'npm run test:e2e' },
];

const full = process.argv.includes('--full');
const env = full ? { ...process.env, TEST_FULL: '1' } : process.env;

/** The closing line of tests/support/summaryReporter.ts, one per Vitest run. */
const VITEST_COUNTS = /^Vitest: (\d+) passed, (\d+) failed, (\d+) skipped$/;
// eslint-disable-next-line no-control-regex -- terminal colours around the reporter's line
const COLOURS = /\x1b\[[0-9;]*m/g;
const counts = { passed: 0, failed: 0, skipped: 0, runs: 0 };

/** Runs one step with its output passed through (and read for Vitest's counts); resolves with its exit code. */
const run = (command: string): Promise<number> =>
  new Promise((resolve) => {
    const child = spawn(command, { shell: true, env, stdio: ['inherit', 'pipe', 'inherit'] });
    let partial = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop()!;
      for (const line of lines) {
        const m = VITEST_COUNTS.exec(line.replace(COLOURS, '').trim());
        if (!m) continue;
        counts.passed += Number(m[1]);
        counts.failed += Number(m[2]);
        counts.skipped += Number(m[3]);
        counts.runs += 1;
      }
    });
    const stop = (signal: NodeJS.Signals) => () => child.kill(signal);
    process.once('SIGINT', stop('SIGINT')).once('SIGTERM', stop('SIGTERM'));
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;
const started = Date.now();
const times: [string, number][] = [];
let failure: { step: string; code: number } | undefined;
for (const step of STEPS) {
  console.log(`\n> ${step.name}: ${step.command}${full && step.name === 'vitest' ? ' (TEST_FULL=1)' : ''}`);
  const stepStarted = Date.now();
  const code = await run(step.command);
  times.push([step.name, Date.now() - stepStarted]);
  if (code !== 0) {
    failure = { step: step.name, code };
    break;
  }
}

const width = Math.max(...times.map(([name]) => name.length));
console.log(
  `\n${full ? 'npm run test:full' : 'npm test'}: ${seconds(Date.now() - started)} in all${failure ? `, stopped at ${failure.step} (exit code ${failure.code})` : ''}`,
);
for (const [name, ms] of times) console.log(`  ${name.padEnd(width)}  ${seconds(ms).padStart(6)}`);
if (counts.runs) console.log(`Tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exitCode = failure?.code ?? 0;
