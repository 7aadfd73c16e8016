import { useState } from 'react';
import { Notification, type DataProvider } from 'react-admin';
import type { NormalizedAction, NormalizedType } from '../../../metadata/normalized.ts';
import type { CurrentUser } from '../../auth/currentUser.ts';
import { StoryAdmin } from '../../testing/StoryAdmin.tsx';
import { platformAdmin } from '../../testing/fixtures.ts';
import { DisplayTimeZoneContext, fixedTimeZone } from '../../timeZone/DisplayTimeZoneContext.tsx';
import ActionDialog from '../ActionDialog.tsx';
import type { ActionDialogProps } from '../actionDialogProps.ts';
import { dialogDataProvider, type DialogFixtures } from './dialogFixtures.ts';
import { Gadget, gadgetAction, gadgetRecord, pickerRows } from './gadget.ts';
import { recordingRequests, SentRequests, type SentRequest } from './SentRequests.tsx';

export interface DialogStoryProps {
  /** The record type (default Gadget, a field of every type). */
  type?: NormalizedType;
  action?: NormalizedAction;
  records?: ActionDialogProps['records'];
  user?: CurrentUser;
  fixtures?: DialogFixtures;
  /** Replaces provider methods, e.g. an update that never answers (the loading state). */
  override?: (provider: DataProvider) => DataProvider;
}

/**
 * An action dialog (of the Gadget type unless told) over fixture data, with its notifications and, under
 * it, every request the dialog sent (what a play function checks after a submit).
 */
export const DialogStory = ({
  type = Gadget,
  action = gadgetAction(),
  records = [gadgetRecord()],
  user = platformAdmin,
  fixtures = {},
  override = (p) => p,
}: DialogStoryProps) => {
  const [sent, setSent] = useState<SentRequest[]>([]);
  const [provider] = useState(() =>
    recordingRequests(override(dialogDataProvider({ rows: { ...pickerRows, courts: [gadgetRecord()] }, ...fixtures })), (request) =>
      setSent((all) => [...all, request]),
    ),
  );
  const [open, setOpen] = useState(true);
  return (
    <StoryAdmin user={user} path="/readmin/courts/3" dataProvider={provider}>
      <DisplayTimeZoneContext.Provider value={fixedTimeZone('Australia/Perth')}>
        {open ? (
          <ActionDialog type={type} action={action} records={records} onClose={() => setOpen(false)} onDone={() => setOpen(false)} />
        ) : (
          <p>Dialog closed</p>
        )}
      </DisplayTimeZoneContext.Provider>
      <SentRequests requests={sent} />
      <Notification />
    </StoryAdmin>
  );
};
