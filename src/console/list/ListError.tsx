import Alert from '@mui/material/Alert';
import { useListContext } from 'react-admin';

/** A failed list query shows its message in place of the rows (the shared error modal comes later). */
export const ListError = () => {
  const { error } = useListContext();
  return error ? <Alert severity="error">{error.message}</Alert> : null;
};
