import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { createActionOf } from '../../actions/listActions.ts';
import { useConsoleComponents } from '../../custom/ConsoleComponentsContext.ts';
import { useDialogUser } from '../../dialogs/useDialogUser.ts';
import { registry, useTypes } from '../../registry.ts';
import { routeOwnerOfPath } from '../../../shared/routeOwner.ts';
import type { PickedRecord } from './pickerParams.ts';

interface CreateFromPickerProps {
  typename: string;
  disabled?: boolean;
  /** Takes the created record as the picker's value. */
  onCreated: (record: PickedRecord) => void;
}

/** Shown once the referenced type has loaded, and only to users who may create its records. */
const CreateButton = ({ typename, disabled, onCreated }: CreateFromPickerProps) => {
  useTypes([typename]);
  const user = useDialogUser();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // The dialog the page's own actions use, given by the console's root (it is built of inputs like this one); loaded when first pressed.
  const { ActionDialog } = useConsoleComponents();
  const type = registry.types[typename];
  const action = user && createActionOf(type, user.roles);
  if (!action || !ActionDialog) return null;
  return (
    <>
      <Button size="small" startIcon={<Add />} disabled={disabled} onClick={() => setOpen(true)} sx={{ mt: 0.5 }}>
        Create {type.label.singular}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ActionDialog
            type={type}
            action={{ ...action, result: 'close' }}
            records={[]}
            routeOwner={routeOwnerOfPath(pathname)}
            onClose={() => setOpen(false)}
            onDone={(created) => {
              setOpen(false);
              if (created) onCreated({ id: String(created.id), readminName: String(created.readminName ?? `${type.label.singular} #${created.id}`) });
            }}
          />
        </Suspense>
      )}
    </>
  );
};

/**
 * The 'Create …' button under a reference field that declares `offerCreate` (Create Person): the
 * referenced type's own create dialog over the form, whose new record becomes the field's value.
 */
export const CreateFromPicker = (props: CreateFromPickerProps) => (
  <Suspense fallback={null}>
    <CreateButton {...props} />
  </Suspense>
);
