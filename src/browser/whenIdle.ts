/**
 * Runs `run` once the browser has nothing more urgent to do: after the next paint and the work already queued
 * (a page's first rows). Where requestIdleCallback is missing (Safari, jsdom), after the current task. At most
 * `timeoutMs` late on a page that is never idle. Returns a cancel function, for an effect's cleanup.
 */
export const whenIdle = (run: () => void, timeoutMs = 1000): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
};
