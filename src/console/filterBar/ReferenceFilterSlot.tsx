import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { ListContext } from 'ra-core';
import { startTransition, Suspense, useContext, useEffect, useState } from 'react';
import { preloadable } from '../../browser/preloadable.ts';
import { whenIdle } from '../../browser/whenIdle.ts';
import { OutlinedField } from '../controls/OutlinedField.tsx';
import { PICKER_WIDTH, type NamedFilterProps } from './namedFilterProps.ts';

// Only lists with a reference filter load the picker (and MUI's Autocomplete with it), and only once shown.
const ReferenceFilter = preloadable(() => import('./ReferenceFilter.tsx'));

/** Starts fetching what a picker needs once reached for: its code, and the GraphQL client its records come through. */
const preloadPicker = () => {
  void ReferenceFilter.preload();
  void import('../graphql/graphqlRuntime.ts');
};

/**
 * A reference filter. The picker is MUI's Autocomplete, whose renders measure the page's layout, holding a list's
 * first rows back; its code and the GraphQL client its records need are more than a list page's first visit needs.
 * So an outlined box with the same label and size stands in, read-only, until the user reaches for it: pointing at it
 * starts fetching the picker, and focusing or clicking it mounts the picker there at once, focused and open, which
 * then asks for its records (useReferenceOptions). A filter that holds a record mounts its picker once the list's
 * first rows are shown and the page is idle, since only the picker can name that record.
 */
export const ReferenceFilterSlot = (props: NamedFilterProps) => {
  const [mounted, setMounted] = useState(false);
  const [focused, setFocused] = useState(false);
  // In a list, after its first rows: the page's own data comes first.
  const rowsPending = useContext(ListContext)?.isPending ?? false;
  const holdsRecord = props.value !== undefined;
  useEffect(
    () => (mounted || rowsPending || !holdsRecord ? undefined : whenIdle(() => startTransition(() => setMounted(true)))),
    [mounted, rowsPending, holdsRecord],
  );
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
      onPointerEnter={preloadPicker}
      // What it stands in for, to assistive technology: a combobox, whose list is not open.
      inputProps={{ role: 'combobox', 'aria-expanded': false, 'aria-haspopup': 'listbox' }}
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
