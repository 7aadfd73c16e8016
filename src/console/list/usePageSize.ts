import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, parseLimit } from './pageSize.ts';

/** The page size of the list in the URL (?limit=20); the default is left out of the URL. */
export const usePageSize = (): [number, (size: number) => void] => {
  const [params, setParams] = useSearchParams();
  const setSize = (size: number) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (size === DEFAULT_PAGE_SIZE) next.delete('limit');
      else next.set('limit', String(size));
      return next;
    });
  return [parseLimit(params.get('limit')), setSize];
};
