import { GenericActionDialog } from '../../dialogs/ActionDialog.tsx';
import type { ActionDialogProps } from '../../dialogs/actionDialogProps.ts';
import { SphereConfigPanel } from './SphereConfigPanel.tsx';

/**
 * The Encoding Config dialog of a surface (spec 002 §3, §4, §9): the generated form of
 * surfaceEncodingConfigUpdate with the sphere presets (180 camera, Dome) and the notice 'Spherical config
 * is not present' while one of the five angles is missing.
 */
const SurfaceEncodingConfigDialog = (props: ActionDialogProps) => (
  <GenericActionDialog {...props} panel={(input) => <SphereConfigPanel {...input} />} />
);

export default SurfaceEncodingConfigDialog;
