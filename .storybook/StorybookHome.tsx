import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { consoleTheme } from '../src/console/theme.ts';

// The console's look (its options are react-admin's, made into a MUI theme here as AdminContext does).
const theme = createTheme(consoleTheme);

/** A story's address in this Storybook: opened in the whole window, not inside this page's frame. */
const StoryLink = ({ id, children }: { id: string; children: ReactNode }) => (
  <Link href={`./?path=/story/${id}`} target="_top">
    {children}
  </Link>
);

const SECTIONS: [string, ReactNode][] = [
  [
    'Dialogs',
    <>
      Every record dialog of the console, one entry per record type: <b>001 Organisation content</b> (ad assets, cameras, games, leagues, people…) and{' '}
      <b>002 Platform and venues</b> (users, organisations, venues, live streams, videos…). Under a record type, each of its dialogs (Add, Edit,
      Delete, its own actions) is listed once per state.
    </>,
  ],
  [
    'Console',
    <>
      The rest of the console: the frame and sidebar, the home page, lists, filter bar, record pages and their tabs, field displays, inputs, and the
      dialog framework's own screens (<b>Console → Dialogs</b>: loading, Cannot submit, Unable to Complete Request, JSON Error, Multiple values).
    </>,
  ],
  ['Public', 'The pages people outside the console see: the live scorer, the live stream widget, team registration, password and email pages.'],
];

const STATES: [string, string][] = [
  ['Empty', 'An Add dialog as it opens: nothing filled in yet.'],
  ['Opened', 'A dialog acting on records (Edit, Delete, an action) as it opens: the record’s current values.'],
  ['Filled', 'Filled in with good values, just before the person presses the submit button.'],
  ['Invalid', 'Submitted with mistakes: ‘Cannot submit’ lists each message over the dialog, which keeps the input.'],
  ['Refused', 'Submitted, and the server refused it: ‘Unable to Complete Request’ gives its reason, the dialog keeps the input.'],
  ['Busy', 'Submitted, the server not yet answering: the fields and Cancel locked, the submit button spinning.'],
  ['Submits', 'The whole interaction as a test: it fills, submits and ends after the dialog closed, the request it sent shown as JSON.'],
];

/** The Storybook's home page: what is here, how to find a component or dialog, what the state names mean, how to run it. */
export const StorybookHome = () => (
  <ThemeProvider theme={theme}>
    <Box component="main" sx={{ maxWidth: 880, mx: 'auto', p: 4, typography: 'body1', '& p, & li': { lineHeight: 1.6 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Readmin Storybook
      </Typography>
      <Typography>
        The console’s screens and dialogs, each drawn by the real components over sample data (one organisation, Hoops League, with its venue, courts,
        teams, league and games). Nothing here talks to a server: what a server would answer is made up per story.
      </Typography>

      <Typography variant="h5" component="h2" sx={{ mt: 4 }} gutterBottom>
        What is in the sidebar
      </Typography>
      <Box component="dl">
        {SECTIONS.map(([name, text]) => (
          <Box key={name} sx={{ mb: 1.5 }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
            <Typography component="dd" sx={{ ml: 2 }}>
              {text}
            </Typography>
          </Box>
        ))}
      </Box>

      <Typography variant="h5" component="h2" sx={{ mt: 4 }} gutterBottom>
        Finding a dialog or component
      </Typography>
      <Box component="ul" sx={{ pl: 3 }}>
        <li>
          Search the sidebar (press <kbd>/</kbd>) for the dialog’s title as the console shows it, e.g. <i>Add Camera Model</i>, <i>Edit Ad Preset</i>,{' '}
          <i>Change Final Scores</i>; or for a record type (<i>Camera model</i>) or a state (<i>Busy</i>).
        </li>
        <li>
          A dialog’s stories are named after it and the state it shows:{' '}
          <StoryLink id="dialogs-001-organisation-content-camera-model--add-camera-model-empty">Add Camera Model Empty</StoryLink>,{' '}
          <StoryLink id="dialogs-001-organisation-content-camera-model--add-camera-model-invalid">Add Camera Model Invalid</StoryLink>,{' '}
          <StoryLink id="dialogs-001-organisation-content-ad-preset--edit-ad-preset-filled">Edit Ad Preset Filled</StoryLink>,{' '}
          <StoryLink id="dialogs-001-organisation-content-game-actions--change-final-scores-busy">Change Final Scores Busy</StoryLink>.
        </li>
        <li>
          A story plays its steps when it opens (filling fields, pressing buttons); watch them, or step through them, in the <b>Interactions</b> panel
          under the canvas. Wait for it to finish: the canvas then shows the state the story names.
        </li>
        <li>
          A dialog story with a name of its own (e.g. <i>Add Camera Model Refused</i> with the server’s reason for that dialog,{' '}
          <i>No Video To Download</i>) shows one particular situation the name describes.
        </li>
      </Box>

      <Typography variant="h5" component="h2" sx={{ mt: 4 }} gutterBottom>
        What the state names mean
      </Typography>
      <Table size="small" aria-label="Dialog states">
        <TableHead>
          <TableRow>
            <TableCell>State</TableCell>
            <TableCell>What the dialog shows</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {STATES.map(([state, meaning]) => (
            <TableRow key={state}>
              <TableCell sx={{ fontWeight: 600 }}>{state}</TableCell>
              <TableCell>{meaning}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography sx={{ mt: 1 }}>A dialog has only the states that apply to it: a Delete has nothing to fill in, so no Filled or Invalid.</Typography>

      <Typography variant="h5" component="h2" sx={{ mt: 4 }} gutterBottom>
        Running it
      </Typography>
      <Box component="pre" sx={{ bgcolor: 'grey.100', p: 2, borderRadius: 1, overflowX: 'auto' }}>
        {[
          'npm install              # once, in a checkout of the repository',
          'npm run storybook        # then open http://localhost:6006',
          'npm run build-storybook  # a static copy in storybook-static/, for any web server',
          'npx vitest run --project storybook   # every story as a test, in Chromium',
        ].join('\n')}
      </Box>
      <Typography>
        More for developers (how a dialog story is written, how its states are made from it): <code>docs/storybook.md</code>.
      </Typography>
    </Box>
  </ThemeProvider>
);
