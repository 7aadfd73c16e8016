import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withCsrfToken } from './pages.ts';

describe('withCsrfToken', () => {
  it("fills the project's index.html, however it is formatted", () => {
    const source = readFileSync(join(import.meta.dirname, '../../../index.html'), 'utf8');
    expect(withCsrfToken(source, 'tok-123')).toContain('<meta name="csrf-token" content="tok-123">');
    expect(withCsrfToken('<meta name="csrf-token" content="">', 't')).toBe('<meta name="csrf-token" content="t">');
    expect(withCsrfToken('<meta name="csrf-token" content="" />', 't')).toBe('<meta name="csrf-token" content="t">');
  });

  it('refuses a page without the tag rather than serve it without a token', () => {
    expect(() => withCsrfToken('<html><head></head></html>', 't')).toThrow(/csrf-token/);
  });
});

describe("the project's index.html", () => {
  it('carries its favicon inline, as an SVG the CSP allows (a data: image), so no request for one goes unanswered', () => {
    const source = readFileSync(join(import.meta.dirname, '../../../index.html'), 'utf8');
    const href = /<link\s+rel="icon"\s+href="data:image\/svg\+xml,([^"]+)"/.exec(source)?.[1];
    expect(href).toBeDefined();
    expect(decodeURIComponent(href!)).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg'[^>]*>.*<\/svg>$/);
  });
});
