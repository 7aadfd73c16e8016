import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
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

/** A link out of the console, opened in a new tab; nothing while the server has not given its address. */
const OutLink = ({ label, url }: { label: string; url: string | null | undefined }) =>
  url ? (
    <Link href={url} target="_blank" rel="noopener noreferrer">
      {label}
    </Link>
  ) : null;

/** /readmin (spec 000 §2.13, 002 §2.2: the page reads the player portal link and the scorekeeper link). */
const HomePage = () => {
  const user = useGetIdentity().identity as ConsoleIdentity | undefined;
  if (!user) return null;
  return (
    <Box sx={{ maxWidth: 800, p: 2, display: 'flex', flexDirection: 'column', gap: 3 }}>
      <PageTitle title="Readmin Admin" />
      <Typography variant="h4" component="h1">
        Readmin Admin
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ChangePasswordButton />
        <OutLink label="Player Portal" url={user.onsenUrl} />
        <OutLink label="Scorekeeper app" url={user.scorekeeperUrl} />
      </Stack>
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
