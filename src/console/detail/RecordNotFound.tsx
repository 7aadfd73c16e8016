import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Spec 000 §8: a record that does not exist (or no longer does). */
export const RecordNotFound = () => (
  <Box sx={{ p: 4 }}>
    <Typography variant="h5" component="h1">
      Record Not Found
    </Typography>
    <Typography color="text.secondary">Could not find this record. It may have been deleted.</Typography>
  </Box>
);
