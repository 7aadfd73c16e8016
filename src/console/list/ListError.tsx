import Alert from '@mui/material/Alert';
import { useListContext } from 'react-admin';
import { QueryErrorModal } from '../dialogs/QueryErrorModal.tsx';

/** A failed list query: the shared error modal, and its message in place of the rows. */
export const ListError = () => {
  const { error } = useListContext();
  if (!error) return null;
  return (
    <>
      <QueryErrorModal error={error} />
      <Alert severity="error">{error.message}</Alert>
    </>
  );
};
