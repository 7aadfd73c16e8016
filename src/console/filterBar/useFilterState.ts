import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { NormalizedType } from '../../metadata/normalized.ts';
import { todayIn } from '../../shared/dateRange/calendarDay.ts';
import { useClock } from '../dateRange/clock.ts';
import { defaultFilterState, sameFilterState, sanitizeFilterState, type FilterState } from '../../shared/filterBar/filterState.ts';
import { decodeFilterHash, encodeFilterHash } from './hashState.ts';

export type FilterPatch = Partial<FilterState>;
export type SetFilterState = (patch: FilterPatch, options?: { replace?: boolean }) => void;

/** Defaults are fixed when the list opens, so a default 'Today' does not move at midnight under the user. */
const useDefaults = (type: Pick<NormalizedType, 'list'>, timeZone: string): FilterState => {
  const clock = useClock();
  const [today] = useState(() => todayIn(timeZone, clock()));
  return useMemo(() => defaultFilterState(type, today), [type, today]);
};

/** The state in the URL hash: reload, back and forward restore it; the default state leaves no hash. */
const useHashFilterState = (type: Pick<NormalizedType, 'list'>, defaults: FilterState): [FilterState, SetFilterState] => {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => sanitizeFilterState(type, decodeFilterHash(location.hash), defaults), [type, location.hash, defaults]);
  // Two changes in one event (e.g. scope and search) must build on each other, not on the same render.
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  }, [state]);
  const setState = useCallback<SetFilterState>(
    (patch, { replace = false } = {}) => {
      const next = { ...latest.current, ...patch };
      latest.current = next;
      const hash = sameFilterState(next, defaults) ? '' : encodeFilterHash(next);
      void navigate({ pathname: location.pathname, search: location.search, hash }, { replace });
    },
    [navigate, location.pathname, location.search, defaults],
  );
  return [state, setState];
};

/** Inside dialogs the state stays in React: the page's URL belongs to the page behind the dialog. */
const useLocalFilterState = (defaults: FilterState): [FilterState, SetFilterState] => {
  const [state, set] = useState(defaults);
  const setState = useCallback<SetFilterState>((patch) => set((current) => ({ ...current, ...patch })), []);
  return [state, setState];
};

/**
 * The filter bar state of a list (spec 000 §2.14), in the URL hash or, with `inUrl` false, in React state.
 *
 * @example const [filters, setFilters] = useFilterState(type, { inUrl: true, timeZone });
 *          setFilters({ scopeFilter: 'completed' });
 */
export const useFilterState = (
  type: Pick<NormalizedType, 'list'>,
  { inUrl, timeZone }: { inUrl: boolean; timeZone: string },
): [FilterState, SetFilterState] => {
  const defaults = useDefaults(type, timeZone);
  const inHash = useHashFilterState(type, defaults);
  const local = useLocalFilterState(defaults);
  return inUrl ? inHash : local;
};
