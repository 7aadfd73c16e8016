import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotify } from 'react-admin';
import { copyText } from './copyText.ts';

/** The notice after copying, unless the operation names its own (returns.copiedMessage). */
export const DEFAULT_COPIED = 'Copied to clipboard';

export interface ValueResultProps {
  label: string;
  text: string;
  copiedMessage?: string;
  /** A sentence under the value (returns.note): that a secret is shown this once. */
  note?: string;
  /** Where the text goes; the browser's clipboard unless a story or test watches it. */
  copy?: (text: string) => Promise<boolean>;
}

/**
 * A value an operation answered (a passphrase), read-only in a monospace box, with Copy: it writes the
 * clipboard and says so with the operation's message, or asks the user to copy it by hand.
 */
export const ValueResult = ({ label, text, copiedMessage = DEFAULT_COPIED, note, copy = copyText }: ValueResultProps) => {
  const notify = useNotify();
  const onCopy = async () => {
    if (await copy(text)) notify(copiedMessage, { type: 'success' });
    else notify('The clipboard is not available here: select the text and copy it.', { type: 'warning' });
  };
  const value = (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        label={label}
        value={text}
        fullWidth
        multiline
        size="small"
        slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } }, htmlInput: { spellCheck: false } }}
        onFocus={(e) => e.target.select()}
      />
      <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void onCopy()} sx={{ flexShrink: 0, mt: 0.25 }}>
        Copy
      </Button>
    </Box>
  );
  if (!note) return value;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {value}
      <Typography variant="body2" color="warning.dark">
        {note}
      </Typography>
    </Box>
  );
};
