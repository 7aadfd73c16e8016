import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { CsvExport } from '../graphql/csvExportRequests.ts';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { platformAdmin } from '../testing/fixtures.ts';
import { CsvExportScreen } from './CsvExportPage.tsx';

const base: CsvExport = {
  id: '7',
  title: 'Games – Completed',
  state: 'pending',
  exportedRows: 0,
  reportSize: null,
  filename: 'games-completed-20261121-1400-australia-sydney.csv',
  errorMessage: null,
  createdAt: '2026-11-21T03:00:00Z',
  timeZone: 'Australia/Sydney',
};

/** The page of one CSV export (spec 002 §4) in each of its states. */
const meta = {
  title: 'Console/CSV export',
  component: CsvExportScreen,
  args: { id: '7' },
  decorators: [
    (Story, { parameters }) => (
      <StoryAdmin user={platformAdmin} path="/readmin/csv_exports/7" fixtures={{ csvExports: { '7': { ...base, ...parameters.csvExport } } }}>
        <div style={{ padding: 16, maxWidth: 800 }}>
          <Story />
        </div>
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof CsvExportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const expectState = async (canvasElement: HTMLElement, message: string, severity: string, downloadable: boolean) => {
  const page = within(canvasElement);
  const alert = await page.findByRole('alert');
  await expect(alert).toHaveTextContent(message);
  await expect(alert.className).toContain(`MuiAlert-color${severity[0].toUpperCase()}${severity.slice(1)}`);
  await expect(page.getByRole('heading', { name: 'Games – Completed' })).toBeInTheDocument();
  // Ready: a link to the streamed file, saved under the export's file name.
  if (downloadable) {
    const link = page.getByRole('link', { name: 'Download' });
    await expect(link).toHaveAttribute('href', '/readmin/csv_exports/7/download');
    await expect(link).toHaveAttribute('download', base.filename);
  } else await expect(page.getByRole('button', { name: 'Download' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete' })).toBeEnabled();
  await expect(page.getByText('Times in the file are in Australia/Sydney.')).toBeInTheDocument();
};

export const Pending: Story = {
  parameters: { csvExport: { state: 'pending' } },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'This export has not yet started.', 'info', false);
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Export in progress' })).toBeInTheDocument();
  },
};

export const Exporting: Story = {
  parameters: { csvExport: { state: 'exporting', exportedRows: 1250 } },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'This export is currently being generated. You will receive an email when it is ready.', 'info', false);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('1,250 rows exported');
  },
};

export const Completed: Story = {
  parameters: { csvExport: { state: 'completed', exportedRows: 48, reportSize: 5120 } },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'This export is ready for download.', 'success', true);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('48 rows exported (5 KB)');
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};

export const Failed: Story = {
  parameters: { csvExport: { state: 'failed', exportedRows: 10, errorMessage: 'The database went away.' } },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'This export failed to generate.', 'error', false);
    await expect(within(canvasElement).getByText('The database went away.')).toBeInTheDocument();
  },
};

/** A state this console does not know yet shows as info. */
export const OtherState: Story = {
  parameters: { csvExport: { state: 'archived', exportedRows: 48 } },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'This export is archived.', 'info', false);
  },
};
