import Typography from '@mui/material/Typography';

/** Spec 000 §8: an empty table says so. */
export const NoData = ({ text = 'No data to display' }: { text?: string }) => (
  <Typography sx={{ p: 2 }} color="text.secondary">
    {text}
  </Typography>
);
