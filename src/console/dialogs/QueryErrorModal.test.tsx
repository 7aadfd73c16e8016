import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryErrorModal } from './QueryErrorModal.tsx';

const failure = Object.assign(new Error('You may not read Users.'), {
  body: { graphQLErrors: [{ message: 'You may not read Users.', extensions: { code: 'FORBIDDEN', uuid: 'b1c2' } }] },
});

describe('QueryErrorModal', () => {
  it("opens 'Unable to Complete Request' for a failed query, once, until dismissed", async () => {
    const { rerender } = render(<QueryErrorModal error={failure} />);
    const modal = within(await screen.findByRole('dialog', { name: 'Unable to Complete Request' }));
    expect(modal.getByText(/You may not read Users\./)).toBeTruthy();
    expect(modal.getByText(/b1c2/)).toBeTruthy();
    fireEvent.click(modal.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    rerender(<QueryErrorModal error={failure} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing without an error', () => {
    render(<QueryErrorModal error={null} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
