import { memo } from 'react';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { SidebarLink, SidebarModel } from './sidebarModel.ts';

const Item = ({ link }: { link: SidebarLink }) => {
  const text = <ListItemText primary={link.label} slotProps={{ primary: { noWrap: true, variant: 'body2' } }} />;
  const sx = { pl: link.depth ? 4 : 2, py: 0.25 };
  return link.external ? (
    <ListItemButton component="a" href={link.href} target="_blank" rel="noreferrer" sx={sx}>
      {text}
      <OpenInNewIcon fontSize="inherit" color="action" />
    </ListItemButton>
  ) : (
    // A plain <a> (about 80 of them), routed by the app's click listener (app/useInAppLinkClicks.ts).
    <ListItemButton component="a" href={link.href} selected={link.active} aria-current={link.active ? 'page' : undefined} sx={sx}>
      {text}
    </ListItemButton>
  );
};

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
