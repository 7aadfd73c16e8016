import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DisplayTimeZoneContext, fixedTimeZone } from '../timeZone/DisplayTimeZoneContext.tsx';
import { AttributeEntriesTab } from './AttributeEntriesTab.tsx';

afterEach(cleanup);

describe('the Details tab', () => {
  it("marks empty values as 'Not set' and shows set ones as they are", () => {
    render(
      <MemoryRouter>
        <DisplayTimeZoneContext.Provider value={fixedTimeZone('UTC')}>
          <AttributeEntriesTab
            entries={[
              { label: 'Sport', type: 'string', value: 'Basketball' },
              { label: 'Gender', type: 'null', value: null },
              { label: 'Court', type: 'readmin_objects', value: null, objects: [] },
              { label: 'Notes', type: 'string', value: '' },
            ]}
          />
        </DisplayTimeZoneContext.Provider>
      </MemoryRouter>,
    );
    const row = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr')!;
    expect(within(row('Sport')).getByText('Basketball')).toBeTruthy();
    for (const label of ['Gender', 'Court', 'Notes']) expect(within(row(label)).getByLabelText('Not set').textContent).toBe('—');
  });
});
