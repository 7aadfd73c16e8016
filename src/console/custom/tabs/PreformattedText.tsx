import Box from '@mui/material/Box';

/** Text as a device reported it: its line breaks and alignment matter, so it is shown as sent. */
export const PreformattedText = ({ label, children }: { label: string; children: string }) => (
  <Box
    component="pre"
    aria-label={label}
    sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, fontFamily: 'monospace', fontSize: 13, whiteSpace: 'pre-wrap', overflowX: 'auto' }}
  >
    {children}
  </Box>
);
