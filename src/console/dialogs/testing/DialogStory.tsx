import { useState } from 'react';
import { Notification, type DataProvider } from 'react-admin';
import type { NormalizedAction, NormalizedType } from '../../../metadata/normalized.ts';
import type { CurrentUser } from '../../auth/currentUser.ts';
import { StoryAdmin } from '../../testing/StoryAdmin.tsx';
import { platformAdmin } from '../../testing/fixtures.ts';
import { DisplayTimeZoneContext, fixedTimeZone } from '../../timeZone/DisplayTimeZoneContext.tsx';
import ActionDialog from '../ActionDialog.tsx';
import { dialogDataProvider, type DialogFixtures } from './dialogFixtures.ts';
import { Gadget, gadgetAction, gadgetRecord, pickerRows } from './gadget.ts';

export interface DialogStoryProps {
  /** The record type (default Gadget, a field of every type). */
  type?: NormalizedType & { route: string };
  action?: NormalizedAction;
  records?: Record<string, unknown>[];
  user?: CurrentUser;
  fixtures?: DialogFixtures;
  /** Replaces provider methods, e.g. an update that never answers (the loading state). */
  override?: (provider: DataProvider) => DataProvider;
}

/** An action dialog (of the Gadget type unless told) over fixture data, with its notifications. */
export const DialogStory = ({
  type = Gadget,
  action = gadgetAction(),
  records = [gadgetRecord()],
  user = platformAdmin,
  fixtures = {},
  override = (p) => p,
}: DialogStoryProps) => {
  const [provider] = useState(() => override(dialogDataProvider({ rows: { ...pickerRows, courts: [gadgetRecord()] }, ...fixtures })));
  const [open, setOpen] = useState(true);
  return (
    <StoryAdmin user={user} path="/readmin/courts/3" dataProvider={provider}>
      <DisplayTimeZoneContext.Provider value={fixedTimeZone('Australia/Perth')}>
        {open ? (
          <ActionDialog type={type} action={action} records={records as never} onClose={() => setOpen(false)} onDone={() => setOpen(false)} />
        ) : (
          <p>Dialog closed</p>
        )}
      </DisplayTimeZoneContext.Provider>
      <Notification />
    </StoryAdmin>
  );
};
