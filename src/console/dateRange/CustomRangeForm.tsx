import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { OutlinedField } from '../controls/OutlinedField.tsx';
import { isDay } from '../../shared/dateRange/calendarDay.ts';
import type { DateRange } from '../../shared/dateRange/presets.ts';

/**
 * Any two days, typed as yyyy-MM-dd: the format the control shows everywhere (spec 000 §2.16), where a
 * browser date input would show the browser's locale format instead.
 */
export const CustomRangeForm = ({ value, onChange }: { value: DateRange | null; onChange: (range: DateRange) => void }) => {
  const [start, setStart] = useState(value?.start ?? '');
  const [end, setEnd] = useState(value?.end ?? '');
  const valid = isDay(start) && isDay(end) && start <= end;
  return (
    <Box
      component="form"
      aria-label="Custom range"
      sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
      onSubmit={(e) => (e.preventDefault(), valid && onChange({ start, end }))}
    >
      <OutlinedField
        label="From"
        placeholder="yyyy-MM-dd"
        value={start}
        onChange={(e) => setStart(e.target.value.trim())}
        error={start !== '' && !isDay(start)}
        sx={{ width: 140 }}
      />
      <OutlinedField
        label="To"
        placeholder="yyyy-MM-dd"
        value={end}
        onChange={(e) => setEnd(e.target.value.trim())}
        error={end !== '' && !isDay(end)}
        sx={{ width: 140 }}
      />
      <Button type="submit" size="small" variant="contained" disabled={!valid}>
        Apply
      </Button>
    </Box>
  );
};
