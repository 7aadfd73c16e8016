import { describe, expect, it } from 'vitest';
import { inAppPath, type LinkClick } from './inAppLinks.ts';

const plain: LinkClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const anchor = (attrs: Record<string, string>) => ({ getAttribute: (n: string) => attrs[n] ?? null, hasAttribute: (n: string) => n in attrs });
const origin = 'https://console.example';

describe('inAppPath', () => {
  it('routes a same-origin link in the app', () => {
    expect(inAppPath(plain, anchor({ href: '/readmin/teams?limit=20#x' }), origin)).toBe('/readmin/teams?limit=20#x');
    expect(inAppPath(plain, anchor({ href: 'https://console.example/readmin' }), origin)).toBe('/readmin');
  });
  it('leaves modifier clicks, other windows, other origins and marked links to the browser', () => {
    expect(inAppPath({ ...plain, metaKey: true }, anchor({ href: '/a' }), origin)).toBeNull();
    expect(inAppPath({ ...plain, button: 1 }, anchor({ href: '/a' }), origin)).toBeNull();
    expect(inAppPath(plain, anchor({ href: '/a', target: '_blank' }), origin)).toBeNull();
    expect(inAppPath(plain, anchor({ href: 'https://help.example/a' }), origin)).toBeNull();
    expect(inAppPath(plain, anchor({ href: '/a', 'data-reload-document': '' }), origin)).toBeNull();
    expect(inAppPath(plain, anchor({ href: '#top' }), origin)).toBeNull();
  });
});
