import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { GRID_SIZE } from './gridSize.ts';

/** The card width of the grid view. */
export const GridSizeSlider = ({ value, onChange }: { value: number; onChange: (width: number) => void }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, width: 280, px: 1 }}>
    <Typography variant="body2" color="text.secondary" id="grid-size-label" sx={{ whiteSpace: 'nowrap' }}>
      Card size
    </Typography>
    <Slider
      size="small"
      min={GRID_SIZE.min}
      max={GRID_SIZE.max}
      step={GRID_SIZE.step}
      value={value}
      onChange={(_, v) => onChange(v as number)}
      valueLabelDisplay="auto"
      slotProps={{ input: { 'aria-labelledby': 'grid-size-label' } }}
    />
  </Box>
);
