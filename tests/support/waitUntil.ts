/**
 * Polls until `done` holds (a background job's effect, say), failing with `what` after `timeoutMs`. For
 * server tests without expect.poll's matchers; the browser tests use `eventually` (tests/support/e2e.ts).
 */
export const waitUntil = async (what: string, done: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};
