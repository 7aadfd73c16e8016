import type { NormalizedFilter } from '../../metadata/normalized.ts';

/** What each named filter of the bar takes (NamedFilter.tsx, and the reference filter it loads on demand). */
export interface NamedFilterProps {
  filter: NormalizedFilter;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/** A reference filter's picker width in the bar, its stand-in's and ReferenceFilter.tsx's, so that nothing moves. */
export const PICKER_WIDTH = 240;
