import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { ListContext } from 'ra-core';
import { startTransition, Suspense, useContext, useEffect, useState } from 'react';
import { preloadable } from '../../app/preloadable.ts';
import { whenIdle } from '../../app/whenIdle.ts';
import { OutlinedField } from '../controls/OutlinedField.tsx';
import type { NamedFilterProps } from './NamedFilter.tsx';

// Only lists with a reference filter load the picker (and MUI's Autocomplete with it), and only once shown.
const ReferenceFilter = preloadable(() => import('./ReferenceFilter.tsx'));

/** The picker's width in the filter bar, the stand-in's and ReferenceFilter.tsx's, so that nothing moves. */
export const PICKER_WIDTH = 240;

/**
 * A reference filter, mounted once the list's first rows are shown and the page is idle. The picker is MUI's
 * Autocomplete, whose renders measure the page's layout: without the two pickers the games page's first row came
 * about 60 ms sooner (npm run bench:first-visit). It asks for its records only when opened (useReferenceOptions). Until then an outlined box with
 * the same label and size stands in; it is read-only, and focusing or clicking it mounts the picker at once,
 * focused and open.
 */
export const ReferenceFilterSlot = (props: NamedFilterProps) => {
  const [mounted, setMounted] = useState(false);
  const [focused, setFocused] = useState(false);
  // In a list, after its first rows: the page's own data comes first.
  const rowsPending = useContext(ListContext)?.isPending ?? false;
  useEffect(() => (mounted || rowsPending ? undefined : whenIdle(() => startTransition(() => setMounted(true)))), [mounted, rowsPending]);
  const activate = () => {
    setFocused(true);
    setMounted(true);
  };
  const standIn = (
    <OutlinedField
      label={props.filter.label}
      shrink={false}
      width={PICKER_WIDTH}
      readOnly
      value=""
      onFocus={activate}
      onMouseDown={activate}
      endAdornment={<ArrowDropDownIcon color="action" />}
    />
  );
  if (!mounted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <ReferenceFilter {...props} autoFocus={focused} />
    </Suspense>
  );
};
