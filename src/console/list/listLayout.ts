import type { NormalizedType } from '../../metadata/normalized.ts';
import { usePreference } from '../hooks/usePreference.ts';
import { GRID_SIZE } from './gridSize.ts';
import { offersGrid } from '../../shared/list/offersGrid.ts';

export type ListLayout = 'table' | 'grid';

const isLayout = (v: unknown): v is ListLayout => v === 'table' || v === 'grid';
const isGridSize = (v: unknown): v is number => typeof v === 'number' && v >= GRID_SIZE.min && v <= GRID_SIZE.max;

/**
 * A list's table or grid: the type's list.view until the user picks the other one, remembered per type.
 * Types without a thumbnail always show their list.view.
 */
export const useListLayout = (type: Pick<NormalizedType, 'typename' | 'display' | 'list'>): [ListLayout, ((layout: ListLayout) => void) | null] => {
  const [layout, setLayout] = usePreference<ListLayout>(`listView.${type.typename}`, type.list.view, isLayout);
  return offersGrid(type) ? [layout, setLayout] : [type.list.view, null];
};

/** The grid's card width (200..600 px, default 300), remembered per type. */
export const useGridSize = (typename: string) => usePreference<number>(`gridSize.${typename}`, GRID_SIZE.default, isGridSize);
