import createCache, { type EmotionCache } from '@emotion/cache';
import { EMOTION_IDS_ATTRIBUTE } from '../../shared/prerenderedStyles.ts';

/**
 * The console's emotion cache (the key MUI's default one has), told which styles the page's prerendered
 * stylesheet already holds (shared/prerenderedStyles.ts): emotion neither serializes those to CSS nor inserts
 * them again. A page without that stylesheet (development, a build without it) gets a plain cache.
 */
export const consoleEmotionCache = (doc: Document = document): EmotionCache => {
  const cache = createCache({ key: 'css' });
  const ids = doc.querySelector(`link[${EMOTION_IDS_ATTRIBUTE}]`)?.getAttribute(EMOTION_IDS_ATTRIBUTE);
  for (const id of ids?.split(' ').filter(Boolean) ?? []) cache.inserted[id] = true;
  return cache;
};
