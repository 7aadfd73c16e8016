import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryConsole } from '../testing/StoryConsole.tsx';
import { orgAdmin } from '../testing/fixtures.ts';

/** The real console at /readmin/login, signed out, over a fake session (password 'secret'). */
const meta = {
  title: 'Console/Login',
  component: StoryConsole,
  args: { path: '/readmin/login?redirect=%2Freadmin%2Fteams', user: orgAdmin, signedIn: false },
} satisfies Meta<typeof StoryConsole>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Administrator Login' })).toBeInTheDocument();
    await expect(page.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    await expect(page.getByLabelText(/Password/)).toHaveAttribute('type', 'password');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/readmin/reset-password');
  },
};

export const InvalidCredentials: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByLabelText(/Email/), 'someone@example.com');
    await userEvent.type(page.getByLabelText(/Password/), 'wrong password');
    await userEvent.click(page.getByRole('button', { name: 'Login' }));
    await expect(await page.findAllByText('Invalid email or password.')).toHaveLength(2);
  },
};
