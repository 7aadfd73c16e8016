import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, parseLimit } from '../../shared/list/pageSize.ts';

/**
 * The page size of the list in the URL (?limit=20; the default is left out) next to the filter hash,
 * which it keeps; or, with `inUrl` false, in React state, for lists inside dialogs.
 */
export const usePageSize = (inUrl = true): [number, (size: number) => void] => {
  const location = useLocation();
  const navigate = useNavigate();
  const [local, setLocal] = useState(DEFAULT_PAGE_SIZE);
  const setInUrl = (size: number) => {
    const params = new URLSearchParams(location.search);
    if (size === DEFAULT_PAGE_SIZE) params.delete('limit');
    else params.set('limit', String(size));
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash });
  };
  return inUrl ? [parseLimit(new URLSearchParams(location.search).get('limit')), setInUrl] : [local, setLocal];
};
