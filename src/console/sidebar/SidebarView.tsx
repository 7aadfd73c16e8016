import { memo } from 'react';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import { styled } from '@mui/material/styles';
import type { SidebarLink, SidebarModel } from './sidebarModel.ts';

/**
 * One sidebar link, as a dense MUI list button looks (padding, body2, hover, the selected tint, the focus ring's
 * background) but a plain styled <a>: the sidebar has dozens of them on every console page, and a ListItemButton
 * each (ButtonBase, its ripple, ListItemText, Typography, an sx object per link) would be most of the first page's
 * sidebar render. All styles are static, so emotion serializes them once for every link; the indent and
 * the highlight are attributes (data-depth, aria-current), not props.
 */
const LinkRow = styled('a')(({ theme }) => {
  const { action, primary, text } = theme.palette;
  return {
    ...theme.typography.body2,
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    minWidth: 0,
    padding: `6px ${theme.spacing(2)}`,
    color: text.primary,
    textDecoration: 'none',
    outline: 0,
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    '&[data-depth="1"]': { paddingLeft: theme.spacing(4) },
    '&:hover': { backgroundColor: action.hover },
    '&:focus-visible': { backgroundColor: action.focus },
    '&[aria-current="page"]': { backgroundColor: theme.alpha(primary.main, action.selectedOpacity) },
    '&[aria-current="page"]:hover': { backgroundColor: theme.alpha(primary.main, action.selectedOpacity + action.hoverOpacity) },
    '&[aria-current="page"]:focus-visible': { backgroundColor: theme.alpha(primary.main, action.selectedOpacity + action.focusOpacity) },
    '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
  };
});

/** The label takes the row's width and ends in an ellipsis when it is longer. */
const Label = styled('span')({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

// Console links are routed by the app's click listener (app/useInAppLinkClicks.ts), as every plain <a> to a
// console page is; an external link opens a new tab and is never the current page.
const Item = ({ link }: { link: SidebarLink }) => (
  <li>
    <LinkRow
      href={link.href}
      data-depth={link.depth ?? 0}
      {...(link.external ? { target: '_blank', rel: 'noreferrer' } : { 'aria-current': link.active ? ('page' as const) : undefined })}
    >
      <Label>{link.label}</Label>
      {link.external && <OpenInNewIcon fontSize="inherit" color="action" />}
    </LinkRow>
  </li>
);

/** Renders a sidebar model; all decisions (groups, order, highlight) are made by buildSidebar. Memoized: see SidebarMenu. */
export const SidebarView = memo(({ model }: { model: SidebarModel }) => (
  <nav aria-label="Console">
    {model.map((group) => (
      <List
        key={group.key}
        dense
        disablePadding
        aria-label={group.title ?? undefined}
        subheader={
          group.title ? (
            <ListSubheader sx={{ lineHeight: 1.4, py: 0.75, fontWeight: 600, bgcolor: 'transparent', position: 'static' }}>
              {group.title}
            </ListSubheader>
          ) : undefined
        }
        sx={{ mb: 1 }}
      >
        {group.links.map((link) => (
          <Item key={link.key} link={link} />
        ))}
      </List>
    ))}
  </nav>
));
