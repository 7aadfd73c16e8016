import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { blockedMessages, expectClosed, expectFields, fill, openDialog, submitAndSend } from '../testing/dialogPlay.ts';
import { watchDownloads } from '../testing/pageEffects.ts';
import { busy, opened, refused } from '../testing/dialogStates.ts';
import { RecordDialogStory } from '../testing/RecordDialogStory.tsx';
import { serverAnswers } from '../testing/serverAnswers.ts';

/** The venue server actions of spec 002 §2.11: run command (with §9's suggested commands), check issues, generate SSH config. */
const meta = { title: 'Dialogs/002 Platform and venues/Venue server actions', component: RecordDialogStory } satisfies Meta<typeof RecordDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const servers = [
  { id: '70', readminName: 'dhsc-vs-01', name: 'dhsc-vs-01', state: 'active', enabled: true },
  { id: '71', readminName: 'bondi-vs-01', name: 'bondi-vs-01', state: 'active', enabled: true },
];
const page = (canvas: HTMLElement) => within(canvas.ownerDocument.body);

export const RunCommand: Story = {
  args: {
    typename: 'VenueServer',
    action: 'runCommand',
    records: servers,
    fixtures: {
      answers: serverAnswers('VenueServer', 'venueServersRunCommand', {
        commands: [
          { id: '500', venueServerId: '70', venueServer: 'dhsc-vs-01', content: 'speedtest-cli --simple', state: 'pending' },
          { id: '501', venueServerId: '71', venueServer: 'bondi-vs-01', content: 'speedtest-cli --simple', state: 'pending' },
        ],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Run Command 2 Venue Servers');
    await expectFields(d, ['Command']);
    await expect(await blockedMessages(canvasElement, d, 'Run Command')).toEqual(['Command is required']);
    // The suggested commands of spec 002 §9: reboot, config run, speed test, service status, process tree.
    await userEvent.click(d.getByLabelText(/^Command/));
    const options = await page(canvasElement).findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'sudo reboot',
      'sudo chef-client',
      'speedtest-cli --simple',
      'systemctl status --no-pager',
      'ps auxf',
    ]);
    await fill(canvasElement, d, { Command: { typed: 'speed' } });
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'speedtest-cli --simple' }));
    await expect(await submitAndSend(canvasElement, d, 'Run Command')).toEqual({
      method: 'runOperation',
      operation: 'venueServersRunCommand',
      params: { venueServerIds: ['70', '71'], content: 'speedtest-cli --simple' },
    });
    // The queued commands, one per server, as a table linking each command and its server (not as JSON).
    const result = within(await d.findByRole('region', { name: 'Result' }));
    await expect(await result.findByText('2 Venue Server Commands')).toBeVisible();
    await expect(result.getByRole('link', { name: 'Venue Server Command #501' })).toHaveAttribute('href', '/readmin/venue_server_commands/501');
    await expect(result.getByRole('link', { name: 'bondi-vs-01' })).toHaveAttribute('href', '/readmin/venue_servers/71');
    await expect(result.getAllByRole('cell', { name: 'pending' })).toHaveLength(2);
    await expect(result.getByRole('table', { name: 'Commands' }).textContent).not.toMatch(/[{}"]/);
  },
};

const checkIssues: Story = {
  args: {
    typename: 'VenueServer',
    action: 'checkIssues',
    records: servers,
  },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Check Issues 2 Venue Servers');
    await expect(await submitAndSend(canvasElement, d, 'Check Issues')).toEqual({
      method: 'runOperation',
      operation: 'venueServersUpdateIssues',
      params: { venueServerIds: ['70', '71'] },
    });
    await expectClosed(canvasElement);
  },
};
export const CheckIssuesOpened = opened(checkIssues);
export const CheckIssuesRefused = refused(checkIssues);
export const CheckIssuesBusy = busy(checkIssues);
export const CheckIssuesSubmits = checkIssues;

const SSH_CONFIG = '# SSH config for 2 venue servers\n\nHost bondi-vs-01\n  HostName 10.20.2.50\n\nHost dhsc-vs-01\n  HostName 203.0.113.24\n';

const generateSshConfig: Story = {
  args: {
    typename: 'VenueServer',
    action: 'sshConfig',
    records: servers,
    fixtures: {
      answers: serverAnswers('VenueServer', 'generateVenueServersSshConfig', {
        sshConfig: SSH_CONFIG,
        filename: 'ssh_config_venue_servers.txt',
        mimeType: 'text/plain',
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const downloads = watchDownloads(canvasElement.ownerDocument, { read: true });
    try {
      const d = await openDialog(canvasElement, 'Generate SSH Config 2 Venue Servers');
      await expect(await submitAndSend(canvasElement, d, 'Generate SSH Config')).toEqual({
        method: 'runOperation',
        operation: 'generateVenueServersSshConfig',
        params: { venueServerIds: ['70', '71'] },
      });
      // Downloaded as a text file holding the config as the server wrote it.
      await waitFor(() => expect(downloads.started.map((s) => s.filename)).toEqual(['ssh_config_venue_servers.txt']));
      await expect(await downloads.started[0].text).toBe(SSH_CONFIG);
      await expect(await page(canvasElement).findByText('ssh_config_venue_servers.txt downloaded')).toBeInTheDocument();
      await expectClosed(canvasElement);
    } finally {
      downloads.stop();
    }
  },
};
export const GenerateSshConfigOpened = opened(generateSshConfig);
export const GenerateSshConfigRefused = refused(generateSshConfig);
export const GenerateSshConfigBusy = busy(generateSshConfig);
export const GenerateSshConfigSubmits = generateSshConfig;
