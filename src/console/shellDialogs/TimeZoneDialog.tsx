import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { NormalizedField } from '../../metadata/normalized.ts';
import { FormDialog } from '../dialogs/FormDialog.tsx';
import { useFormDialog } from '../dialogs/useFormDialog.ts';
import { QUICK_TIME_ZONES } from '../timeZone/displayTimeZone.ts';

interface TimeZoneDialogProps {
  open: boolean;
  timeZone: string;
  onClose: () => void;
  onChange: (timeZone: string) => void;
}

/** The dialog's one field, described as metadata so the dialog framework draws and checks it. */
const TIME_ZONE_FIELD: NormalizedField = {
  name: 'timeZone',
  label: 'Display time zone',
  type: 'enum',
  column: 'time_zone',
  required: true,
  optionsQuery: 'timeZones',
};
const FIELDS = [{ field: TIME_ZONE_FIELD, disabled: false }];
const cityOf = (zone: string) => zone.split('/').pop()!.replace(/_/g, ' ');

/**
 * Change time zone (spec 000 §2.16, §9): quick picks (Auckland, Sydney, Perth, Adelaide, Manila), then
 * every zone the server knows (timeZones); required; the choice lasts for this browser session.
 */
const TimeZoneDialog = ({ open, timeZone, onClose, onChange }: TimeZoneDialogProps) => {
  const [setup] = useState(() => ({ fields: FIELDS, initial: { values: { timeZone }, multiple: [] }, ctx: { timeZone } }));
  const form = useFormDialog({
    ...setup,
    mode: 'create',
    onSubmit: async (data) => {
      onChange(String(data.timeZone));
      onClose();
    },
  });
  if (!open) return null;
  return (
    <FormDialog title="Display Time Zone" submitLabel="Save" form={form} onCancel={onClose}>
      <Stack direction="row" role="group" aria-label="Quick picks" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {QUICK_TIME_ZONES.map((zone) => (
          <Chip
            key={zone}
            label={cityOf(zone)}
            color={form.values.timeZone === zone ? 'primary' : 'default'}
            onClick={() => form.setValue('timeZone', zone)}
          />
        ))}
      </Stack>
    </FormDialog>
  );
};

export default TimeZoneDialog;
