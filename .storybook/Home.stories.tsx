import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StorybookHome } from './StorybookHome.tsx';

/** The Storybook's first page (preview.tsx sorts it first): what designers find where, and the dialog states' names. */
const meta = { title: 'Start here', component: StorybookHome, parameters: { layout: 'padded' } } satisfies Meta<typeof StorybookHome>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Welcome: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Readmin Storybook' })).toBeVisible();
    const states = within(page.getByRole('table', { name: 'Dialog states' }));
    for (const state of ['Empty', 'Opened', 'Filled', 'Invalid', 'Refused', 'Busy', 'Submits'])
      await expect(states.getByRole('cell', { name: state })).toBeVisible();
  },
};
