import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TypeIndex } from '../../../metadata/normalized.ts';
import { matchesEveryWord, optionDetailOf, optionDetailSelection, sharedLabels } from './optionDetail.ts';
import { PickerOption } from './PickerOption.tsx';

afterEach(cleanup);

const NOAH_3 = { id: '4', readminName: 'Noah Smith', email: 'noah.smith3@example.org' };
const NOAH_23 = { id: '24', readminName: 'Noah Smith', email: 'noah.smith23@example.org' };
const ZOE = { id: '17', readminName: 'Zoe Chen', email: 'zoe.chen16@example.org' };

/** The options as ReferencePicker and RefereePersonPicker render them: the detail only under a shared name. */
const renderOptions = (records: (typeof NOAH_3)[]) => {
  const shared = sharedLabels(records.map((r) => r.readminName));
  render(
    <ul role="listbox">
      {records.map((r) => (
        <PickerOption
          key={r.id}
          itemProps={{ role: 'option' } as object}
          label={r.readminName}
          detail={shared.has(r.readminName) ? optionDetailOf('Person', r) : null}
        />
      ))}
    </ul>,
  );
  return within(screen.getByRole('listbox')).getAllByRole('option');
};

describe("a picker's options of the same name", () => {
  it('show the option detail (a person’s email) under the name, so two Noah Smiths can be told apart', () => {
    const [first, second, zoe] = renderOptions([NOAH_3, NOAH_23, ZOE]);
    expect(first.textContent).toBe('Noah Smithnoah.smith3@example.org');
    expect(second.textContent).toBe('Noah Smithnoah.smith23@example.org');
    expect(within(first).getByText('noah.smith3@example.org')).toBeTruthy();
    // A name no other option carries stays one line.
    expect(zoe.textContent).toBe('Zoe Chen');
  });

  it('read the detail the type declares: a field’s text, or a referenced record’s name', () => {
    expect(optionDetailSelection('Person')).toBe('... on Person { email }');
    expect(optionDetailSelection('Venue')).toBe('');
    const index = {
      types: { Team: { display: { optionDetail: { field: 'org', reference: true } } } },
    } as unknown as TypeIndex;
    expect(optionDetailSelection('Team', index)).toBe('... on Team { org { id readminName } }');
    expect(optionDetailOf('Team', { id: '1', org: { id: '2', readminName: 'Harbour City' } }, index)).toBe('Harbour City');
    expect(optionDetailOf('Person', { id: '1', email: '' })).toBeNull();
    expect(optionDetailOf('Venue', { id: '1', email: 'x@example.org' })).toBeNull();
  });

  it('are the labels carried more than once', () => {
    expect([...sharedLabels(['Noah Smith', 'Zoe Chen', 'Noah Smith', 'Noah Smith'])]).toEqual(['Noah Smith']);
    expect(sharedLabels(['Zoe Chen']).size).toBe(0);
  });
});

describe('options narrowed to what is typed while the server has not answered yet', () => {
  it('keep only those holding every word typed, in the name or the detail', () => {
    expect(matchesEveryWord('noah smith', 'Noah Smith', 'noah.smith3@example.org')).toBe(true);
    expect(matchesEveryWord('Zoe', 'Noah Smith', 'noah.smith3@example.org')).toBe(false);
    expect(matchesEveryWord('smith3', 'Noah Smith', 'noah.smith3@example.org')).toBe(true);
    expect(matchesEveryWord('  ', 'Anyone')).toBe(true);
  });
});
