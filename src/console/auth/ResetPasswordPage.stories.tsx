import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ResetPasswordPage from './ResetPasswordPage.tsx';
import { PublicPageStory, sentRequests } from '../../public/testing/PublicPageStory.tsx';
import { RESET_REQUEST_CONFIRMATION } from '../../shared/publicApi/passwordReset.ts';

/** /readmin/reset-password (spec 000 §2.7, §8): one email field; the same confirmation whoever asks. */
const meta = {
  title: 'Console/Reset Password Request',
  component: PublicPageStory,
  args: {
    page: ResetPasswordPage,
    route: '/readmin/reset-password',
    path: '/readmin/reset-password',
    answers: { requestResetPassword: () => ({ success: true }) },
  },
} satisfies Meta<typeof PublicPageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    await expect(page.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    await expect(page.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/readmin/login');
  },
};

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByLabelText(/Email/), 'someone@example.com');
    await userEvent.click(page.getByRole('button', { name: 'Send Email Instructions' }));
    await expect(await page.findByText(RESET_REQUEST_CONFIRMATION)).toBeInTheDocument();
    await expect(sentRequests).toEqual([{ field: 'requestResetPassword', variables: { input: { email: 'someone@example.com' } } }]);
  },
};

export const Throttled: Story = {
  args: {
    answers: {
      requestResetPassword: () => {
        throw new Error('Too many password reset requests. Please wait and try again later.');
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByLabelText(/Email/), 'someone@example.com');
    await userEvent.click(page.getByRole('button', { name: 'Send Email Instructions' }));
    await expect(await page.findByText('Too many password reset requests. Please wait and try again later.')).toBeInTheDocument();
  },
};
