import { useState } from 'react';
import type { DataProvider } from 'react-admin';
import type { CurrentUser } from '../../auth/currentUser.ts';
import type { ApiRecord } from '../../../shared/graphql/request.ts';
import { resourceOf } from '../../../shared/resourceName.ts';
import { registry } from '../../testing/allTypes.ts';
import { contentRows } from './contentFixtures.ts';
import type { DialogFixtures } from './dialogFixtures.ts';
import { DialogStory } from './DialogStory.tsx';

export interface RecordDialogStoryProps {
  /** A record type of the metadata (e.g. 'Camera'), as the console loads it. */
  typename: string;
  /** The name of one of its actions (e.g. 'create', 'edit', 'delete'). */
  action: string;
  /** The records acted on (none for a create); they are also the fixture rows the dialog's writes change. */
  records?: ApiRecord[];
  user?: CurrentUser;
  /** Besides the organisation content (contentFixtures.ts): more rows, custom answers, failures. */
  fixtures?: DialogFixtures;
  override?: (provider: DataProvider) => DataProvider;
}

/** An action of a real record type in its dialog, over the organisation content fixtures (spec 001). */
export const RecordDialogStory = ({ typename, action, records = [], fixtures = {}, ...rest }: RecordDialogStoryProps) => {
  const type = registry.types[typename];
  if (!type) throw new Error(`No record type '${typename}' in the registry`);
  const found = type.actions.find((a) => a.name === action);
  if (!found) throw new Error(`${typename} has no action '${action}' (it has ${type.actions.map((a) => a.name).join(', ')})`);
  // Copies, made once: the dialog's writes change them, never the story's args or another story's rows.
  const [data] = useState(() => {
    const acted = structuredClone(records);
    const rows = { ...contentRows(), ...structuredClone(fixtures.rows) };
    const ids = acted.map((r) => r.id);
    const resource = resourceOf(type);
    rows[resource] = [...acted, ...(rows[resource] ?? []).filter((r) => !ids.includes(String(r.id)))];
    return { records: acted, fixtures: { ...fixtures, rows } };
  });
  return <DialogStory type={type} action={found} {...data} {...rest} />;
};
