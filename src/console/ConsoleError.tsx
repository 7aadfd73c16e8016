import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** Last-resort page when rendering fails; react-admin's own error page is left out of the bundle. */
export const ConsoleError = ({ error, resetErrorBoundary }: { error: Error; resetErrorBoundary: (...args: unknown[]) => void }) => (
  <Box sx={{ p: 4, maxWidth: 800 }}>
    <Alert severity="error" action={<Button onClick={() => resetErrorBoundary()}>Retry</Button>}>
      Something went wrong: {error.message}
    </Alert>
  </Box>
);
