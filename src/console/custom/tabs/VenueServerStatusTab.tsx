import type { CustomTabProps } from '../customTypes.ts';
import { StatusEntriesTable } from './StatusEntriesTable.tsx';

/** Venue server Status (spec 002 §2.10): the entries the server last reported, grouped by section. */
const VenueServerStatusTab = ({ record }: CustomTabProps) => <StatusEntriesTable entries={record.statusEntries} />;

export default VenueServerStatusTab;
