import { cloneElement, Suspense, useState, type MouseEvent, type ReactElement } from 'react';
import { preloadable } from '../../browser/preloadable.ts';

// MUI's Tooltip brings its Popper and Popper.js, which a list page needs only once someone points at a label
// (the table/grid toggle, which keeps MUI's Tooltip, loads only for types with a thumbnail).
const Tooltip = preloadable(() => import('@mui/material/Tooltip'));

/** What HoverTooltip adds to its child: its name and hover handlers, besides the child's own. */
interface HoverProps {
  'aria-label'?: string;
  onMouseEnter?: (event: MouseEvent) => void;
  onMouseLeave?: (event: MouseEvent) => void;
}

/**
 * MUI's Tooltip, loaded when the pointer first rests on an element that has one. Until then the child shows alone
 * and its hovering is followed here, so that the tooltip opens as it loads if the pointer is still there; from then
 * on MUI's Tooltip opens and closes it. The child is named by the title before as after (MUI's Tooltip sets
 * aria-label so), so that loading changes nothing a screen reader reads. An empty title shows no tooltip and loads
 * nothing, as MUI's own shows none.
 *
 * For text and labels only, never a button, link or field: once loaded, MUI's Tooltip wraps the child, which React
 * then mounts anew, and a click or the keyboard focus on it at that moment would be lost. Controls keep MUI's
 * Tooltip (list/ListLayoutToggle.tsx).
 */
export const HoverTooltip = ({ title, children }: { title: string; children: ReactElement<HoverProps> }) => {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (!title) return children;
  const own = children.props;
  const follow = (next: boolean, event: MouseEvent, handler?: (e: MouseEvent) => void) => {
    handler?.(event);
    setOpen(next);
    if (next) setWanted(true);
  };
  const followed = cloneElement(children, {
    'aria-label': title,
    onMouseEnter: (e: MouseEvent) => follow(true, e, own.onMouseEnter),
    onMouseLeave: (e: MouseEvent) => follow(false, e, own.onMouseLeave),
  });
  if (!wanted) return followed;
  return (
    <Suspense fallback={followed}>
      <Tooltip title={title} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
        {children}
      </Tooltip>
    </Suspense>
  );
};
