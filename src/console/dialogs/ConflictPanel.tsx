import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export type ConflictChoice = 'mine' | 'theirs';

/** One field someone else changed since the dialog opened, as the panel shows it. */
export interface ConflictRow {
  /** The form field's name. */
  name: string;
  label: string;
  /** Their value as text, and who changed it when ('Alex Admin, 07/12/2026 23:10'). */
  theirs: string;
  changedBy: string;
  /** What the form holds, when the user changed the field too; absent, theirs is simply taken. */
  yours?: string;
}

export interface ConflictPanelProps {
  message: string;
  rows: ConflictRow[];
  choices: Record<string, ConflictChoice>;
  onChoose: (name: string, choice: ConflictChoice) => void;
}

const ChoiceRow = ({ row, choice, onChoose }: { row: ConflictRow; choice: ConflictChoice; onChoose: ConflictPanelProps['onChoose'] }) => {
  return (
    <Box component="li">
      <Typography variant="subtitle2">{row.label}</Typography>
      <Typography variant="body2">
        Theirs: {row.theirs}{' '}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          ({row.changedBy})
        </Box>
      </Typography>
      <Typography variant="body2">Yours: {row.yours}</Typography>
      <RadioGroup
        row
        aria-label={`Keep your ${row.label} or take theirs`}
        value={choice}
        onChange={(e) => onChoose(row.name, e.target.value as ConflictChoice)}
      >
        <FormControlLabel value="mine" control={<Radio size="small" />} label="Keep mine" />
        <FormControlLabel value="theirs" control={<Radio size="small" />} label="Take theirs" />
      </RadioGroup>
    </Box>
  );
};

/**
 * What a save refused with CONFLICT shows above the form: the server's message (who changed the record), each field
 * changed since with their value and, where the user changed it too, a choice between keeping theirs and the user's;
 * fields only they changed are simply taken. Nothing is written until the user saves again.
 */
export const ConflictPanel = ({ message, rows, choices, onChoose }: ConflictPanelProps) => {
  const contested = rows.filter((r) => r.yours !== undefined);
  const taken = rows.filter((r) => r.yours === undefined);
  const all = (choice: ConflictChoice) => contested.forEach((r) => onChoose(r.name, choice));
  return (
    <Alert severity="warning" role="region" aria-label="Changed since you opened it" sx={{ mb: 2 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {message}
      </Typography>
      {contested.length > 0 && (
        <>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {contested.map((row) => (
              <ChoiceRow key={row.name} row={row} choice={choices[row.name] ?? 'mine'} onChoose={onChoose} />
            ))}
          </Stack>
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Button size="small" onClick={() => all('mine')}>
              Keep all mine
            </Button>
            <Button size="small" onClick={() => all('theirs')}>
              Take all theirs
            </Button>
          </Stack>
        </>
      )}
      {taken.length > 0 && (
        <Box component="ul" aria-label="Taken from theirs" sx={{ pl: 2, mb: 0 }}>
          {taken.map((row) => (
            <Typography component="li" variant="body2" key={row.name}>
              {row.label}: {row.theirs} ({row.changedBy})
            </Typography>
          ))}
        </Box>
      )}
    </Alert>
  );
};
