import { describe, expect, it } from 'vitest';
import { createListCursors } from './listCursors.ts';

describe('list cursors', () => {
  it('continues page n + 1 after the cursor that ended page n of the same list', () => {
    const cursors = createListCursors();
    cursors.remember('games|completed', 1, 'c1');
    cursors.remember('games|completed', 2, 'c2');
    expect(cursors.before('games|completed', 2)).toBe('c1');
    expect(cursors.before('games|completed', 3)).toBe('c2');
    expect(cursors.before('games|completed', 1)).toBeUndefined();
    expect(cursors.before('games|upcoming', 2)).toBeUndefined();
  });

  it('renews a page cursor on refetch and forgets one the page no longer has', () => {
    const cursors = createListCursors();
    cursors.remember('l', 1, 'old');
    cursors.remember('l', 1, 'new');
    expect(cursors.before('l', 2)).toBe('new');
    cursors.remember('l', 1, null);
    expect(cursors.before('l', 2)).toBeUndefined();
  });
});
