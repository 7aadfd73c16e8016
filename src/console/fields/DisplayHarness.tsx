import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { DisplayTimeZoneContext, fixedTimeZone } from '../timeZone/DisplayTimeZoneContext.tsx';

/** What displays need around them in a story: a router for links and the display time zone (Perth). */
export const DisplayHarness = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <DisplayTimeZoneContext.Provider value={fixedTimeZone('Australia/Perth')}>
      <Box sx={{ p: 2 }} aria-label="Display">
        {children}
      </Box>
    </DisplayTimeZoneContext.Provider>
  </MemoryRouter>
);
