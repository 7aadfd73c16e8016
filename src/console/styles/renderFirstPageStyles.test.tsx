import { expect, it } from 'vitest';
import { renderFirstPageStyles } from './renderFirstPageStyles.tsx';

// The stylesheet's name is the hash of what the harvest keeps: two builds of the same code must keep the same.
it("keeps the same styles in the same order each time it renders the console's first pages", { timeout: 120_000 }, async () => {
  const root = document.createElement('div');
  document.body.append(root);
  const first = await renderFirstPageStyles(root);
  const second = await renderFirstPageStyles(root);
  expect(first.ids.length).toBeGreaterThan(80);
  expect(second.ids).toEqual(first.ids);
  expect(second.css).toBe(first.css);
});
