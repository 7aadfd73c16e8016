import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, defaultI18nProvider, useNotify } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleNotifications } from './ConsoleNotifications.tsx';

afterEach(cleanup);

const Notifier = ({ message }: { message: string }) => {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify(message, { type: 'error' })}>
      Notify {message}
    </button>
  );
};

const renderConsole = () =>
  render(
    <AdminContext i18nProvider={defaultI18nProvider}>
      <Notifier message="Saved" />
      <Notifier message="Refused" />
      <ConsoleNotifications />
    </AdminContext>,
  );

describe('ConsoleNotifications', () => {
  it('shows nothing before the first notification', async () => {
    renderConsole();
    await screen.findByRole('button', { name: 'Notify Saved' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('.MuiSnackbar-root')).toBeNull();
  });

  it("shows the first notification once react-admin's Notification has loaded, and the next after it", async () => {
    renderConsole();
    fireEvent.click(await screen.findByRole('button', { name: 'Notify Saved' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Saved');
    fireEvent.click(screen.getByRole('button', { name: 'Notify Refused' }));
    // react-admin shows one at a time: the next replaces the first.
    await screen.findByText('Refused');
  });
});
