import { useEffect, useLayoutEffect, useRef } from 'react';
import { useListContext } from 'react-admin';

/** Clears the list's selection when it opens and whenever `key` changes. */
export const useClearSelectionOnChange = (key: string): void => {
  const { onUnselectItems } = useListContext();
  // onUnselectItems changes with every selection; the effect must run on `key` alone.
  const unselect = useRef(onUnselectItems);
  useLayoutEffect(() => {
    unselect.current = onUnselectItems;
  });
  useEffect(() => unselect.current(), [key]);
};
