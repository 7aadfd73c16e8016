import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { allTimeZones, QUICK_TIME_ZONES } from './displayTimeZone.ts';

export interface TimeZoneDialogProps {
  open: boolean;
  timeZone: string;
  onClose: () => void;
  onChange: (timeZone: string) => void;
}

const cityOf = (zone: string) => zone.split('/').pop()!.replace(/_/g, ' ');

/**
 * Change time zone (spec 000 §2.16): quick picks plus every zone; applies to this browser session.
 * A form dialog, so the backdrop does not close it (spec 000 §4.8).
 */
const TimeZoneDialog = ({ open, timeZone, onClose, onChange }: TimeZoneDialogProps) => {
  const [choice, setChoice] = useState(timeZone);
  return (
    <Dialog open={open} onClose={(_, reason) => reason !== 'backdropClick' && onClose()} fullWidth maxWidth="xs">
      <DialogTitle>Display Time Zone</DialogTitle>
      <DialogContent>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, my: 1 }}>
          {QUICK_TIME_ZONES.map((zone) => (
            <Chip key={zone} label={cityOf(zone)} color={zone === choice ? 'primary' : 'default'} onClick={() => setChoice(zone)} />
          ))}
        </Stack>
        <TextField select fullWidth label="Time zone" value={choice} onChange={(e) => setChoice(e.target.value)} slotProps={{ select: { native: true } }}>
          {allTimeZones().map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!choice} onClick={() => (onChange(choice), onClose())}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export default TimeZoneDialog;
