import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { FIELD_TYPES } from '../../metadata/fieldTypes.ts';
import type { NormalizedField } from '../../metadata/normalized.ts';
import { DisplayTimeZoneContext, fixedTimeZone } from '../timeZone/DisplayTimeZoneContext.tsx';
import { AttributeValue } from './attributeDisplays.tsx';
import { FieldDisplay } from './FieldDisplay.tsx';
import { FIELD_DISPLAYS } from './fieldDisplays.tsx';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { fixtureDataProvider } from '../testing/fixtureDataProvider.ts';
import { platformAdmin } from '../testing/fixtures.ts';

afterEach(cleanup);

const field = (type: string, extra: Partial<NormalizedField> = {}) => ({ name: 'f', label: 'F', column: 'f', type, ...extra }) as NormalizedField;
const show = (f: NormalizedField, value: unknown) =>
  render(
    <MemoryRouter>
      <DisplayTimeZoneContext.Provider value={fixedTimeZone('Australia/Perth')}>
        <FieldDisplay field={f} record={{ f: value }} />
      </DisplayTimeZoneContext.Provider>
    </MemoryRouter>,
  ).container;

describe('FieldDisplay', () => {
  it('has a display for every field type of the metadata', () => {
    expect(Object.keys(FIELD_DISPLAYS).sort()).toEqual(Object.keys(FIELD_TYPES).sort());
  });

  it('links a reference to its record by name', () => {
    show(field('reference'), { id: '3', readminName: 'Hoops League', readminUrl: '/readmin/orgs/3' });
    expect(screen.getByRole('link', { name: 'Hoops League' }).getAttribute('href')).toBe('/readmin/orgs/3');
  });

  it('shows enum labels, booleans and date-times in the display time zone', () => {
    expect(show(field('enum', { options: [{ value: 'netball', label: 'Netball' }] }), 'netball').textContent).toBe('Netball');
    expect(show(field('boolean'), false).textContent).toBe('No');
    expect(show(field('datetime'), '2026-03-01T10:30:00Z').textContent).toBe('2026-03-01 18:30 AWST');
  });

  it("shows a strings field's entries by their option labels (weekdays)", () => {
    const weekdays = field('strings', {
      options: [
        { value: '0', label: 'Sunday' },
        { value: '1', label: 'Monday' },
        { value: '2', label: 'Tuesday' },
      ],
    });
    expect(show(weekdays, ['1', '2']).textContent).toBe('Monday, Tuesday');
    expect(show(field('strings'), ['north', 'indoor']).textContent).toBe('north, indoor');
  });

  it("shows an option source's label, read from the source's query", async () => {
    const provider = fixtureDataProvider({}, { operations: { queries: { optionsQuery: () => [{ value: 'AU', label: 'Australia' }] } } });
    render(
      <StoryAdmin user={platformAdmin} dataProvider={provider}>
        <FieldDisplay field={field('enum', { optionsQuery: 'countries' })} record={{ f: 'AU' }} />
      </StoryAdmin>,
    );
    await screen.findByText('Australia');
    expect(provider.calls.find((c) => c.operation === 'optionsQuery')?.params).toMatchObject({ query: 'countries' });
  });

  it('flags an unknown field type instead of printing the value', () => {
    show(field('hologram'), 'secret');
    expect(screen.getByRole('alert').textContent).toBe('Unknown field type: hologram');
    expect(screen.queryByText('secret')).toBeNull();
  });
});

describe('AttributeValue', () => {
  it("says 'Unknown type' for an attribute type it does not know", () => {
    render(<AttributeValue entry={{ label: 'X', value: 1, type: 'vector' }} />);
    expect(screen.getByRole('alert').textContent).toBe('Unknown type');
  });
  it('keeps the line breaks of text typed over several lines', () => {
    const { container } = render(<AttributeValue entry={{ label: 'Text', value: 'Hi Sam,\n\nSee you Saturday.', type: 'string' }} />);
    const shown = container.querySelector('span')!;
    expect(shown.textContent).toBe('Hi Sam,\n\nSee you Saturday.');
    expect(getComputedStyle(shown).whiteSpace).toBe('pre-line');
  });
  it('links readmin_objects entries', () => {
    render(
      <MemoryRouter>
        <AttributeValue
          entry={{ label: 'Org', value: null, type: 'readmin_objects', objects: [{ id: '1', readminName: 'Hoops', readminUrl: '/readmin/orgs/1' }] }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Hoops' })).toBeTruthy();
  });
});
