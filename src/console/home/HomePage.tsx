import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useGetIdentity } from 'react-admin';
import { PageTitle } from '../layout/PageTitle.tsx';
import type { ConsoleIdentity } from '../auth/authProvider.ts';
import { typeIndex } from '../registry.ts';
import { CsvExportList } from '../csvExports/CsvExportList.tsx';
import { AdminCards } from './AdminCards.tsx';
import { adminCards } from './adminCards.ts';
import { HomeSearch } from './HomeSearch.tsx';
import { ChangePasswordButton } from '../shellDialogs/ChangePasswordButton.tsx';

/** /readmin (spec 000 §2.13). */
const HomePage = () => {
  const user = useGetIdentity().identity as ConsoleIdentity | undefined;
  if (!user) return null;
  return (
    <Box sx={{ maxWidth: 800, p: 2, display: 'flex', flexDirection: 'column', gap: 3 }}>
      <PageTitle title="Readmin Admin" />
      <Typography variant="h4" component="h1">
        Readmin Admin
      </Typography>
      <ChangePasswordButton />
      {user.isAdmin && (
        <>
          <Typography>You have admin access to Readmin</Typography>
          <HomeSearch />
        </>
      )}
      <AdminCards cards={adminCards(user, typeIndex)} />
      <CsvExportList />
    </Box>
  );
};

export default HomePage;
