import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Frame, Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.2 AA rule set (docs/accessibility.md): every level A and AA rule of WCAG 2.0, 2.1 and 2.2. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The impacts that fail the test: axe's 'serious' and 'critical'. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe-core on a page (or one of its frames), or only on the elements a CSS selector picks (within: a part
 * that changed while the rest was already checked), and answers one line per failing node of a serious or critical
 * violation: where (the page's label), the rule, the node's selector and axe's summary of what to fix. The
 * script goes in through the DevTools protocol, so the server's Content-Security-Policy does not stop it.
 */
export const axeViolations = async (page: Page | Frame, where: string, within?: string): Promise<string[]> => {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { runOnly: { type: 'tag', values: WCAG_AA_TAGS }, resultTypes: ['violations'] };
  const results = (await page.evaluate(
    // axe is the script's own global; its results are plain data.
    ({ opts, selector }) =>
      (window as unknown as { axe: { run(context: unknown, o: unknown): Promise<unknown> } }).axe.run(
        selector ? { include: [selector] } : document,
        opts,
      ),
    { opts: options, selector: within },
  )) as AxeResults;
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map((node) => `${where}: ${v.id} (${v.impact}) at ${node.target.join(' ')}: ${(node.failureSummary ?? v.help).replace(/\s+/g, ' ')}`),
    );
};
