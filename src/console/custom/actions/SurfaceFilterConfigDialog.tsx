import { GenericActionDialog } from '../../dialogs/ActionDialog.tsx';
import type { ActionDialogProps } from '../../dialogs/actionDialogProps.ts';
import { FilterPreview } from './FilterPreview.tsx';

/** A reference as a record holds it: an id, or { id, readminName }. */
const idOf = (ref: unknown): string | null => (ref == null ? null : typeof ref === 'object' ? String((ref as { id: unknown }).id) : String(ref));

/**
 * The Filter Config dialog of a surface (spec 002 §3, §7): the generated form of surfaceFilterConfigUpdate
 * with a live preview under it, the camera's frame through the values being edited (previewFilterChain).
 */
const SurfaceFilterConfigDialog = (props: ActionDialogProps) => {
  const cameraId = props.records.length === 1 ? idOf(props.records[0].camera) : null;
  return (
    <GenericActionDialog
      {...props}
      panel={props.records.length === 1 ? ({ values, valid }) => <FilterPreview cameraId={cameraId} values={values} valid={valid} /> : undefined}
    />
  );
};

export default SurfaceFilterConfigDialog;
