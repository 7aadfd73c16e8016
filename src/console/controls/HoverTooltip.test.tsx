import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HoverTooltip } from './HoverTooltip.tsx';

afterEach(cleanup);

describe('HoverTooltip', () => {
  it('shows the title on the first hover, once MUI Tooltip has loaded, and hides it when the pointer leaves', async () => {
    render(
      <HoverTooltip title="Played at a neutral court">
        <span role="note">Neutral</span>
      </HoverTooltip>,
    );
    // Named by its title before MUI's Tooltip loads as after (it sets aria-label so).
    const label = screen.getByRole('note', { name: 'Played at a neutral court' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(label);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Played at a neutral court');
    fireEvent.mouseLeave(screen.getByRole('note', { name: 'Played at a neutral court' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    // From then on MUI's Tooltip opens it.
    fireEvent.mouseOver(screen.getByRole('note', { name: 'Played at a neutral court' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Played at a neutral court');
  });

  it("keeps the child's own handlers", async () => {
    const entered: string[] = [];
    render(
      <HoverTooltip title="Hint">
        <span role="note" onMouseEnter={() => entered.push('child')}>
          Label
        </span>
      </HoverTooltip>,
    );
    fireEvent.mouseEnter(screen.getByRole('note', { name: 'Hint' }));
    expect(entered).toEqual(['child']);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Hint');
  });

  it('leaves a child without a title as it is: no name, no description, nothing added', () => {
    render(
      <HoverTooltip title="">
        <span data-testid="plain">Label</span>
      </HoverTooltip>,
    );
    const plain = screen.getByTestId('plain');
    fireEvent.mouseEnter(plain);
    // MUI Tooltip, once it wraps a child, names it by its title or describes it by the tooltip.
    expect(plain.getAttribute('aria-label')).toBeNull();
    expect(plain.getAttribute('aria-describedby')).toBeNull();
    expect(plain.outerHTML).toBe('<span data-testid="plain">Label</span>');
  });
});
