import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import PasswordEditPage from './PasswordEditPage.tsx';
import { PublicPageStory, sentRequests } from './testing/PublicPageStory.tsx';

/** /passwords/edit (spec 000 §2.8, §4.4): the token is verified on load; then a new password, twice. */
const meta = {
  title: 'Public/Create New Password',
  component: PublicPageStory,
  args: {
    page: PasswordEditPage,
    route: '/passwords/edit',
    path: '/passwords/edit?reset_password_token=demo-reset-token',
    answers: {
      verifyResetPasswordToken: () => ({ valid: true }),
      resetPassword: () => ({ success: true }),
    },
  },
} satisfies Meta<typeof PublicPageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (page: ReturnType<typeof within>, password: string, confirmation: string) => {
  await userEvent.type(page.getByLabelText('New Password'), password);
  await userEvent.type(page.getByLabelText('Confirm New Password'), confirmation);
  await userEvent.click(page.getByRole('button', { name: 'Change My Password' }));
};

export const ValidLink: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Create New Password' })).toBeInTheDocument();
    await waitFor(() => expect(page.getByLabelText('New Password')).toBeEnabled());
    await expect(sentRequests[0]).toEqual({ field: 'verifyResetPasswordToken', variables: { input: { resetPasswordToken: 'demo-reset-token' } } });
  },
};

export const InvalidLink: Story = {
  args: { answers: { verifyResetPasswordToken: () => ({ valid: false }) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Invalid or expired reset password link. Please request a new link.')).toBeInTheDocument();
    await expect(page.getByLabelText('New Password')).toBeDisabled();
    await expect(page.getByLabelText('Confirm New Password')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Change My Password' })).toBeDisabled();
  },
};

export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await waitFor(() => expect(page.getByLabelText('New Password')).toBeEnabled());
    await fill(page, 'a long new password', 'another password');
    await expect(await page.findByText('Passwords do not match.')).toBeInTheDocument();
    await expect(sentRequests.map((r) => r.field)).toEqual(['verifyResetPasswordToken']);
  },
};

export const WeakPasswordRefused: Story = {
  args: {
    answers: {
      verifyResetPasswordToken: () => ({ valid: true }),
      resetPassword: () => {
        throw new Error('New password is too short (minimum is 10 characters)');
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await waitFor(() => expect(page.getByLabelText('New Password')).toBeEnabled());
    await fill(page, 'short', 'short');
    await expect(await page.findByText('New password is too short (minimum is 10 characters)')).toBeInTheDocument();
  },
};

export const Changed: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await waitFor(() => expect(page.getByLabelText('New Password')).toBeEnabled());
    await fill(page, 'a long new password', 'a long new password');
    await expect(await page.findByRole('heading', { name: 'Password Changed' })).toBeInTheDocument();
    await expect(page.getByText('Your password has been changed successfully.')).toBeInTheDocument();
    await expect(page.getByRole('link', { name: /sign in/i })).toHaveAttribute('href', '/readmin/login');
    await expect(sentRequests.at(-1)).toEqual({
      field: 'resetPassword',
      variables: { input: { resetPasswordToken: 'demo-reset-token', newPassword: 'a long new password' } },
    });
  },
};
