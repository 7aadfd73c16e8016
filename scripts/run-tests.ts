import { spawn } from 'node:child_process';

/**
 * npm test: every check and test suite of the project, stopping at the first that fails with its exit code, then
 * how long each step took and the whole (CI has a time limit: the times say what to make faster before a run reaches
 * it), and the test counts of the Vitest steps added up.
 *
 * Steps of one stage run side by side: the static checks each keep one core busy, so two stages of them on a
 * two-core machine take the time of the longest. A stage's steps print their output when they end, one after the
 * other, so it never interleaves.
 *
 * `--full` (npm run test:full) runs the same steps with TEST_FULL=1: the fuzz sends its full number of inputs
 * per mutation (tests/server/fuzz.test.ts).
 */
interface Step {
  name: string;
  command: string;
}

const STAGES: Step[][] = [
  [
    { name: 'lint', command: 'npm run lint' },
    { name: 'typecheck', command: 'npm run typecheck' },
  ],
  [
    { name: 'check:imports', command: 'npm run check:imports' },
    { name: 'check:metadata', command: 'npm run check:metadata' },
    { name: 'check:generated', command: 'npm run check:generated' },
  ],
  [{ name: 'build', command: 'npm run build' }],
  [{ name: 'vitest', command: 'vitest run' }],
  [{ name: 'test:e2e', command: 'npm run test:e2e' }],
];

const full = process.argv.includes('--full');
const env = full ? { ...process.env, TEST_FULL: '1' } : process.env;

/** The closing line of tests/support/summaryReporter.ts, one per Vitest run. */
const VITEST_COUNTS = /^Vitest: (\d+) passed, (\d+) failed, (\d+) skipped$/;
// eslint-disable-next-line no-control-regex -- terminal colours around the reporter's line
const COLOURS = /\x1b\[[0-9;]*m/g;
const counts = { passed: 0, failed: 0, skipped: 0, runs: 0 };

const countVitestLine = (line: string) => {
  const m = VITEST_COUNTS.exec(line.replace(COLOURS, '').trim());
  if (!m) return;
  counts.passed += Number(m[1]);
  counts.failed += Number(m[2]);
  counts.skipped += Number(m[3]);
  counts.runs += 1;
};

const children = new Set<ReturnType<typeof spawn>>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => children.forEach((child) => child.kill(signal)));

/**
 * Runs one step; resolves with its exit code. Alone in its stage, its output is passed through as it comes (a long
 * Vitest run shows its progress); beside others, it is kept and printed when the step ends.
 */
const run = (step: Step, alone: boolean): Promise<number> =>
  new Promise((resolve) => {
    const child = spawn(step.command, { shell: true, env, stdio: ['inherit', 'pipe', 'pipe'] });
    children.add(child);
    const kept: Buffer[] = [];
    let partial = '';
    const take = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      if (alone) stream.write(chunk);
      else kept.push(chunk);
    };
    const out = take(process.stdout);
    child.stdout.on('data', (chunk: Buffer) => {
      out(chunk);
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop()!;
      lines.forEach(countVitestLine);
    });
    child.stderr.on('data', take(process.stderr));
    child.on('close', (code, signal) => {
      children.delete(child);
      if (!alone) {
        console.log(`\n> ${step.name}: ${step.command}`);
        process.stdout.write(Buffer.concat(kept));
      }
      resolve(code ?? (signal ? 1 : 0));
    });
  });

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;
const started = Date.now();
const times: [string, number][] = [];
let failure: { step: string; code: number } | undefined;
for (const stage of STAGES) {
  const alone = stage.length === 1;
  if (alone) console.log(`\n> ${stage[0].name}: ${stage[0].command}${full && stage[0].name === 'vitest' ? ' (TEST_FULL=1)' : ''}`);
  else console.log(`\n> ${stage.map((s) => s.name).join(', ')}, side by side`);
  const codes = await Promise.all(
    stage.map(async (step) => {
      const stepStarted = Date.now();
      const code = await run(step, alone);
      times.push([step.name, Date.now() - stepStarted]);
      return code;
    }),
  );
  const failed = codes.findIndex((code) => code !== 0);
  if (failed >= 0) {
    failure = { step: stage[failed].name, code: codes[failed] };
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
