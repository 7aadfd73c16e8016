import Box from '@mui/material/Box';
import { useState } from 'react';
import type { NormalizedField } from '../../../metadata/normalized.ts';
import { dialogDataProvider } from '../../dialogs/testing/dialogFixtures.ts';
import { pickerRows } from '../../dialogs/testing/gadget.ts';
import { StoryAdmin } from '../../testing/StoryAdmin.tsx';
import { platformAdmin } from '../../testing/fixtures.ts';
import { DisplayTimeZoneContext, fixedTimeZone } from '../../timeZone/DisplayTimeZoneContext.tsx';
import { FieldInput } from '../FieldInput.tsx';
import { FIELD_INPUTS } from '../fieldInputs.ts';

export interface InputHarnessProps {
  field: NormalizedField;
  /** The stored value the input opens with (as a record holds it). */
  stored?: unknown;
  error?: string;
}

/** One field's input on its own, with its form value and API value printed under it (for stories). */
export const InputHarness = ({ field, stored, error }: InputHarnessProps) => {
  const def = FIELD_INPUTS[field.type];
  const ctx = { timeZone: 'Australia/Perth' };
  const [initial] = useState(() => def.fromRecord(field, { [field.name]: stored, [`${field.name}Id`]: (stored as { id?: string } | null)?.id }, ctx));
  const [value, setValue] = useState(initial);
  const parsed = value === def.empty ? null : def.parse(field, value, ctx);
  const [provider] = useState(() => dialogDataProvider({ rows: { ...pickerRows }, timeZones: ['Asia/Manila', 'Australia/Perth', 'UTC'] }));
  return (
    <StoryAdmin user={platformAdmin} dataProvider={provider}>
      <DisplayTimeZoneContext.Provider value={fixedTimeZone(ctx.timeZone)}>
        <Box sx={{ p: 2, maxWidth: 480 }}>
          <FieldInput
            id={`field-${field.name}`}
            field={field}
            value={value}
            initial={initial}
            onChange={setValue}
            error={error}
            required={field.required}
          />
          <Box component="pre" aria-label="API value" sx={{ fontSize: 12 }}>
            {parsed === null ? '' : parsed.ok ? JSON.stringify(parsed.value) : `Error: ${parsed.message}`}
          </Box>
        </Box>
      </DisplayTimeZoneContext.Provider>
    </StoryAdmin>
  );
};
