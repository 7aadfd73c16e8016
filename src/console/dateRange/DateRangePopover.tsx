import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import type { DateRange, DateRangePreset, PresetGroup } from '../../shared/dateRange/presets.ts';
import { CustomRangeForm } from './CustomRangeForm.tsx';

interface DateRangePopoverProps {
  anchor: HTMLElement;
  presets: DateRangePreset[];
  value: DateRange | null;
  onClose: () => void;
  onChoose: (preset: DateRangePreset) => void;
  onCustom: (range: DateRange) => void;
}

const GROUPS: PresetGroup[] = ['Ranges', 'Days', 'Months', 'Years'];

/** The preset menu, grouped, and a custom range of two days. */
const DateRangePopover = ({ anchor, presets, value, onClose, onChoose, onCustom }: DateRangePopoverProps) => (
  <Popover
    open
    anchorEl={anchor}
    onClose={onClose}
    anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    slotProps={{ paper: { role: 'dialog', 'aria-label': 'Choose a date range' } as object }}
  >
    <Box sx={{ p: 2, maxWidth: 560, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {GROUPS.map((title) => (
        <section key={title} aria-label={title}>
          <Typography variant="overline" color="text.secondary">
            {title}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {presets
              .filter((p) => p.group === title)
              .map((p) => (
                <Button key={p.name} size="small" onClick={() => onChoose(p)} sx={{ textTransform: 'none' }}>
                  {p.label}
                </Button>
              ))}
          </Box>
        </section>
      ))}
      <CustomRangeForm value={value} onChange={onCustom} />
    </Box>
  </Popover>
);

export default DateRangePopover;
