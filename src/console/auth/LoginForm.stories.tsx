import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, within } from 'storybook/test';
import { consoleTheme } from '../theme.ts';
import { LoginForm } from './LoginForm.tsx';

/**
 * The login card alone: what the build sends in /readmin/login before the console has loaded (Login off until
 * the live form takes over), and the states the live form passes through. The full page: Console/Login.
 */
const meta = {
  title: 'Console/Login/Form',
  component: LoginForm,
  args: { email: '', password: '', onEmailChange: fn(), onPasswordChange: fn(), onSubmit: fn() },
  decorators: [
    (Story) => (
      <ThemeProvider theme={createTheme(consoleTheme)}>
        <MemoryRouter>
          <Story />
        </MemoryRouter>
      </ThemeProvider>
    ),
  ],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SentInThePage: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Administrator Login' })).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
    await expect(page.getByLabelText(/Email/)).toHaveFocus();
  },
};

export const Refused: Story = {
  args: { email: 'someone@example.com', password: 'wrong password', failed: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getAllByText('Invalid email or password.')).toHaveLength(2);
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  },
};

export const PasswordFocused: Story = {
  args: { email: 'admin@example.com', focus: 'password' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/Password/)).toHaveFocus();
  },
};
