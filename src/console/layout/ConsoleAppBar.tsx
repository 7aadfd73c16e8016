import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useSidebarState } from 'react-admin';
import { PageTitleSlot } from './PageTitle.tsx';
import { RefreshButton } from './RefreshButton.tsx';
import { UserMenuButton } from './UserMenuButton.tsx';

/** Spec 000 §2.11 top bar: sidebar toggle, page title (PageTitle renders into it), refresh, user. */
export const ConsoleAppBar = () => {
  const [open, setOpen] = useSidebarState();
  return (
    <AppBar position="sticky" color="secondary" elevation={1}>
      <Toolbar variant="dense" sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={open ? 'Close sidebar' : 'Open sidebar'}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          <MenuIcon />
        </IconButton>
        <PageTitleSlot />
        <Box sx={{ flex: 1 }} />
        <RefreshButton />
        <UserMenuButton />
      </Toolbar>
    </AppBar>
  );
};
