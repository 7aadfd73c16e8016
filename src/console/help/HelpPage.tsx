import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CONSOLE_BASE } from '../../metadata/naming.ts';
import { PageTitle } from '../layout/PageTitle.tsx';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" aria-label={title} sx={{ mb: 3, maxWidth: '70ch' }}>
    <Typography variant="h6" component="h2" gutterBottom>
      {title}
    </Typography>
    {children}
  </Box>
);

const P = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" component="p" sx={{ mb: 1 }}>
    {children}
  </Typography>
);

/**
 * Route element of /readmin/help: the sidebar's Help when the operator has not pointed it at a help site of
 * their own (HELP_URL). How the console works, in the words its screens use, for every role.
 */
const HelpPage = () => (
  <Box sx={{ p: 2 }}>
    <PageTitle title="Help" />
    <Section title="Finding records">
      <P>
        The sidebar lists what you may manage: platform admins see every record type by group; organisation, venue and API partner admins see a group
        for each organisation, venue or partner they administer. A list has a search box, filters, a date range where the records have dates, and an
        order. It shows the first rows; Load More brings the next. Export as CSV writes the list as it is filtered; the export appears under your CSV
        exports on the{' '}
        <Link component={RouterLink} to={CONSOLE_BASE}>
          Dashboard
        </Link>{' '}
        when it is ready.
      </P>
    </Section>
    <Section title="A record's page">
      <P>
        A record opens on its Details tab. The other tabs list what belongs to it; a tab with a dot has rows, an empty tab shows only where you can
        add the first one. System Notes holds notes staff keep about the record. History shows who changed what, and when.
      </P>
    </Section>
    <Section title="Changing records">
      <P>
        Edit and the record&apos;s other actions are in its toolbar; actions on many records at once appear when you select rows in a list. Each opens
        a dialog: a required field left empty stops it with &apos;Cannot submit&apos;, and when the server refuses a change the dialog stays open and
        lists its reasons, so nothing you typed is lost. Actions that start work in the background (re-encoding or re-cutting a video, running a
        command on a venue server) show their progress and, if they fail, why, on the record&apos;s tabs.
      </P>
    </Section>
    <Section title="Links for people outside the console">
      <P>
        Team registration forms, live scorer pages, live stream widgets and original video downloads are reached by secret links. An action shows a
        new link once; issuing another stops the old one working.
      </P>
    </Section>
    <Section title="Your account">
      <P>
        Change Password is on the Dashboard. The emails you receive follow your preferences: each notification can be turned off in one click (your
        mail app&apos;s Unsubscribe), for that kind of email only.
      </P>
    </Section>
    <Section title="More help">
      <P>Ask a platform admin of this deployment. If your organisation runs its own help site, the operator can point this link at it (HELP_URL).</P>
    </Section>
  </Box>
);

export default HelpPage;
