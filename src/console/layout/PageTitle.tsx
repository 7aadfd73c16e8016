import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

const SLOT_ID = 'readmin-page-title';

/** Where the top bar shows the current page's title. */
export const PageTitleSlot = () => <Typography id={SLOT_ID} variant="h6" component="div" noWrap sx={{ fontSize: 18 }} />;

/**
 * Puts a page's title in the top bar. react-admin's <Title> does the same but carries its
 * configurable-title editor (text inputs, selects) into every page's download.
 */
export const PageTitle = ({ title }: { title: string }) => {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  // The slot is in the layout's top bar, which exists only once the page has mounted.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setSlot(document.getElementById(SLOT_ID)), []);
  return slot ? createPortal(title, slot) : null;
};
