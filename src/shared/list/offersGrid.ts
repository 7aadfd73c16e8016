import type { NormalizedType } from '../../metadata/normalized.ts';

/**
 * Only a type with a thumbnail has anything to show on a card, so only such a type offers the grid (and the
 * toggle between table and grid). Read by the list and by the server, which preloads the toggle's chunk.
 */
export const offersGrid = (type: Pick<NormalizedType, 'display'>): boolean => Boolean(type.display.thumbnail);
