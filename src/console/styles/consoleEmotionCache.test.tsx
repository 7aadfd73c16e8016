import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMOTION_IDS_ATTRIBUTE } from '../../shared/prerenderedStyles.ts';
import { consoleEmotionCache } from './consoleEmotionCache.ts';

afterEach(() => {
  cleanup();
  document.head.querySelectorAll(`link[${EMOTION_IDS_ATTRIBUTE}]`).forEach((link) => link.remove());
});

/** Renders a styled box with the console's cache; answers its emotion id and the rules emotion inserted. */
const renderBox = () => {
  const cache = consoleEmotionCache();
  const { container } = render(
    <CacheProvider value={cache}>
      <Box sx={{ color: 'rebeccapurple', p: 3 }}>styled</Box>
    </CacheProvider>,
  );
  const className = [...(container.firstElementChild?.classList ?? [])].find((name) => name.startsWith('css-'));
  return { id: className?.slice('css-'.length), inserted: cache.sheet.tags.map((tag) => tag.textContent ?? '').join('') };
};

describe("the console's emotion cache", () => {
  it('inserts a style the page has no prerendered stylesheet for', () => {
    const { id, inserted } = renderBox();
    expect(id).toMatch(/^[0-9a-z]+$/);
    expect(inserted).toContain('rebeccapurple');
  });

  it('leaves out a style the prerendered stylesheet names, and still gives its class', () => {
    const { id } = renderBox();
    cleanup();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.setAttribute(EMOTION_IDS_ATTRIBUTE, `other ${id}`);
    document.head.append(link);
    const again = renderBox();
    expect(again.id).toBe(id);
    expect(again.inserted).toBe('');
  });
});
