import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Option } from '../../metadata/normalized.ts';

/**
 * list.scopes as one exclusive row of toggle buttons; one scope is always chosen. Plain buttons with
 * aria-pressed: MUI's ToggleButtonGroup or ButtonGroup would add their code to every list page for this.
 */
export const ScopeButtons = ({ scopes, value, onChange }: { scopes: Option[]; value: string | null; onChange: (scope: string) => void }) =>
  scopes.length === 0 ? null : (
    <Box role="group" aria-label="Scope" sx={{ display: 'inline-flex', '& > button:not(:first-of-type)': { ml: '-1px' } }}>
      {scopes.map((s, i) => (
        <Button
          key={s.value}
          size="small"
          aria-pressed={s.value === value}
          variant={s.value === value ? 'contained' : 'outlined'}
          disableElevation
          onClick={() => s.value !== value && onChange(s.value)}
          sx={{
            textTransform: 'none',
            borderRadius: 0,
            ...(i === 0 && { borderTopLeftRadius: 4, borderBottomLeftRadius: 4 }),
            ...(i === scopes.length - 1 && { borderTopRightRadius: 4, borderBottomRightRadius: 4 }),
          }}
        >
          {s.label}
        </Button>
      ))}
    </Box>
  );
