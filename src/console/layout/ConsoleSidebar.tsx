import Box from '@mui/material/Box';
import { useSidebarState } from 'react-admin';
import { SidebarMenu } from '../sidebar/SidebarMenu.tsx';

export const SIDEBAR_WIDTH = 250;

/** The collapsible sidebar (spec 000 §2.11): 250 wide when open, gone when closed. */
export const ConsoleSidebar = () => {
  const [open] = useSidebarState();
  return (
    <Box
      component="aside"
      aria-hidden={!open}
      sx={{ width: open ? SIDEBAR_WIDTH : 0, flexShrink: 0, overflowX: 'hidden', overflowY: 'auto', transition: 'width 150ms', borderRight: open ? 1 : 0, borderColor: 'divider' }}
    >
      <Box sx={{ width: SIDEBAR_WIDTH, py: 1 }}>{open && <SidebarMenu />}</Box>
    </Box>
  );
};
