import RefreshIcon from '@mui/icons-material/Refresh';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import { useLoading, useRefresh } from 'react-admin';

/** Spec 000 §2.11: refetches the page's data; spins while anything loads. */
export const RefreshButton = () => {
  const loading = useLoading();
  const refresh = useRefresh();
  return (
    <IconButton color="inherit" aria-label="Refresh" title="Refresh" onClick={() => refresh()}>
      {loading ? <CircularProgress color="inherit" size={20} thickness={3} /> : <RefreshIcon />}
    </IconButton>
  );
};
