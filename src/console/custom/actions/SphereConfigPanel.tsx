import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PanelInput } from '../../dialogs/actionDialogProps.ts';

/** Spec 002 §4: the five angles a sphere configuration needs. */
export const SPHERE_ANGLES = ['fovHorizontalDegrees', 'fovVerticalDegrees', 'pitchDegrees', 'rollDegrees', 'sphereCameraPitchDegrees'] as const;
/** Spec 002 §4: the notice while one of them is missing. */
export const SPHERE_MISSING = 'Spherical config is not present';

type SphereAngles = Record<(typeof SPHERE_ANGLES)[number], number>;

/** Spec 002 §9: the preset sphere configurations. */
export const SPHERE_PRESETS: { name: string; values: SphereAngles }[] = [
  {
    name: '180 camera',
    values: { fovHorizontalDegrees: 180, fovVerticalDegrees: 90, pitchDegrees: -40, rollDegrees: 0, sphereCameraPitchDegrees: -25 },
  },
  {
    name: 'Dome',
    values: { fovHorizontalDegrees: 130, fovVerticalDegrees: 90, pitchDegrees: -20, rollDegrees: 0, sphereCameraPitchDegrees: -20 },
  },
];

/** Whether the sphere configuration is complete: all five angles present (0 counts). */
export const sphereComplete = (values: Record<string, unknown>): boolean => SPHERE_ANGLES.every((a) => typeof values[a] === 'number');

/** Under the encoding config's fields: the sphere presets, which fill in the five angles, and the notice while one is missing. */
export const SphereConfigPanel = ({ values, setValues }: PanelInput) => (
  <Box component="section" aria-label="Sphere configuration" sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
    <Typography variant="subtitle2" component="h3">
      Sphere presets
    </Typography>
    <Box sx={{ display: 'flex', gap: 1 }}>
      {SPHERE_PRESETS.map((preset) => (
        <Button key={preset.name} variant="outlined" size="small" onClick={() => setValues(preset.values)}>
          {preset.name}
        </Button>
      ))}
    </Box>
    {!sphereComplete(values) && <Alert severity="warning">{SPHERE_MISSING}</Alert>}
  </Box>
);
