import { useEffect, useState } from 'react';
import { useListContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { recordPath } from '../../metadata/naming.ts';
import type { RouteOwner } from '../../shared/routeOwner.ts';

/**
 * Spec 000 §2.14: Enter in the search box runs the first row's default action, opening its detail page.
 * The term Enter applies may still be loading, so this waits for the rows of that very term.
 *
 * @example const openFirst = useOpenFirstRowOnEnter(type.route, routeOwner); <SearchBox onEnter={openFirst} />
 */
export const useOpenFirstRowOnEnter = (route: string, routeOwner: RouteOwner): ((searchTerm: string) => void) => {
  const { data, filter, isFetching, isPlaceholderData } = useListContext();
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  const shownTerm = String(filter?.searchTerm ?? '');
  const first = data?.[0];
  useEffect(() => {
    if (pending === null || isFetching || isPlaceholderData || shownTerm !== pending.trim()) return;
    // The request is done once its rows have arrived, which only this effect can see.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPending(null);
    if (first) void navigate(recordPath(route, String(first.id), routeOwner));
  }, [pending, isFetching, isPlaceholderData, shownTerm, first, navigate, route, routeOwner]);
  return setPending;
};
