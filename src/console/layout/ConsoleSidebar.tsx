import Box from '@mui/material/Box';
import { useSidebarState } from 'react-admin';
import { SidebarMenu } from '../sidebar/SidebarMenu.tsx';

const SIDEBAR_WIDTH = 250;
/** Height of the dense top bar: the sidebar scrolls on its own below it, so the footer stays in view. */
const BAR_HEIGHT = 48;

/** The collapsible sidebar (spec 000 §2.11): 250 wide when open, gone when closed. */
export const ConsoleSidebar = () => {
  const [open] = useSidebarState();
  return (
    <Box
      component="aside"
      aria-hidden={!open}
      sx={{
        width: open ? SIDEBAR_WIDTH : 0,
        flexShrink: 0,
        position: 'sticky',
        top: BAR_HEIGHT,
        height: `calc(100vh - ${BAR_HEIGHT}px)`,
        overflowX: 'hidden',
        overflowY: 'auto',
        transition: 'width 150ms',
        borderRight: open ? 1 : 0,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ width: SIDEBAR_WIDTH, py: 1 }}>{open && <SidebarMenu />}</Box>
    </Box>
  );
};
