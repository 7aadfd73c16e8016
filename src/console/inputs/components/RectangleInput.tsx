import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieldInputProps } from '../inputDef.ts';
import { DEFAULT_CANVAS, parseRectangle, RECTANGLE_KEYS, type RectangleText } from '../rules/rectangleValue.ts';
import { helperOf } from './TextInput.tsx';

const EMPTY: RectangleText = { x: '', y: '', width: '', height: '' };
const LABELS = { x: 'X', y: 'Y', width: 'Width', height: 'Height' };
const PREVIEW_WIDTH = 256;

/** A rectangle on the field's canvas (1280x720 by default) as four whole numbers, with a scaled preview. */
const RectangleInput = (props: FieldInputProps<RectangleText | null>) => {
  const { id, field, value, onChange, error, disabled } = props;
  const canvas = { ...DEFAULT_CANVAS, ...field.canvas };
  const scale = PREVIEW_WIDTH / canvas.width;
  const parsed = value ? parseRectangle(value, canvas) : null;
  const set = (key: keyof RectangleText, text: string) => onChange({ ...(value ?? EMPTY), [key]: text });
  return (
    <Box role="group" aria-labelledby={`${id}-label`}>
      <Typography id={`${id}-label`} variant="body2" color="text.secondary">
        {field.label} ({canvas.width}x{canvas.height})
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        {RECTANGLE_KEYS.map((key) => (
          <TextField
            key={key}
            id={key === 'x' ? id : `${id}-${key}`}
            label={LABELS[key]}
            type="number"
            size="small"
            value={(value ?? EMPTY)[key]}
            disabled={disabled}
            error={Boolean(error)}
            onChange={(e) => set(key, e.target.value)}
            slotProps={{ htmlInput: { step: 1, min: 0 } }}
          />
        ))}
      </Box>
      <Box aria-hidden sx={{ position: 'relative', width: PREVIEW_WIDTH, height: canvas.height * scale, mt: 1, bgcolor: 'grey.200' }}>
        {parsed?.ok && (
          <Box
            sx={{
              position: 'absolute',
              left: parsed.value.x * scale,
              top: parsed.value.y * scale,
              width: parsed.value.width * scale,
              height: parsed.value.height * scale,
              border: 2,
              borderColor: 'primary.main',
            }}
          />
        )}
      </Box>
      {helperOf(props) && <FormHelperText error={Boolean(error)}>{helperOf(props)}</FormHelperText>}
    </Box>
  );
};

export default RectangleInput;
