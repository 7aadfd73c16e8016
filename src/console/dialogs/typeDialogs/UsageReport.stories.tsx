import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { customActionSent, expectClosed, expectFields, fill, openDialog, submitAndSend } from '../testing/dialogPlay.ts';
import { busy, filled, opened, refused } from '../testing/dialogStates.ts';
import { RecordDialogStory } from '../testing/RecordDialogStory.tsx';

/**
 * Issue 13: Recompute on the usage report list (full admins) queues the job that computes the report from
 * games, recordings, live streams and rosters: of the organisation chosen (on an organisation's list, its
 * own), or of every organisation when none is.
 */
const meta = { title: 'Dialogs/002 Platform and venues/Usage report', component: RecordDialogStory } satisfies Meta<typeof RecordDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const recomputeOneOrganisation: Story = {
  args: { typename: 'UsageReportEntry', action: 'recompute' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Recompute');
    await expectFields(d, ['Organisation']);
    await expect(d.getByText('Leave empty to recompute every organisation.')).toBeInTheDocument();
    await fill(canvasElement, d, { Organisation: 'Hoops League' });
    const sent = await submitAndSend(canvasElement, d, 'Recompute');
    await expect(sent).toEqual(customActionSent('usageReportRecompute', { orgId: '10' }));
    await expectClosed(canvasElement);
  },
};
export const RecomputeOneOrganisationEmpty = opened(recomputeOneOrganisation);
export const RecomputeOneOrganisationFilled = filled(recomputeOneOrganisation);
export const RecomputeOneOrganisationRefused = refused(recomputeOneOrganisation);
export const RecomputeOneOrganisationBusy = busy(recomputeOneOrganisation);
export const RecomputeOneOrganisationSubmits = recomputeOneOrganisation;

const recomputeEveryOrganisation: Story = {
  args: { typename: 'UsageReportEntry', action: 'recompute' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Recompute');
    const sent = await submitAndSend(canvasElement, d, 'Recompute');
    await expect(sent).toEqual(customActionSent('usageReportRecompute', {}));
    await expectClosed(canvasElement);
  },
};
export const RecomputeEveryOrganisationEmpty = opened(recomputeEveryOrganisation);
export const RecomputeEveryOrganisationRefused = refused(recomputeEveryOrganisation);
export const RecomputeEveryOrganisationBusy = busy(recomputeEveryOrganisation);
export const RecomputeEveryOrganisationSubmits = recomputeEveryOrganisation;
