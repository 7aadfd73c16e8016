import { addRoleByEmail } from '../addRoleByEmail.ts';
import type { OperationHandler } from '../../../context.ts';

/** addVenueAdmin (spec 002 §2, §7): a venue admin by venue and email (full admins only, by its roles). */
const addVenueAdmin: OperationHandler = (run) =>
  addRoleByEmail(run, {
    owner: { argument: 'venue', column: 'venue_id', table: 'venues' },
    duplicate: 'This user is already an admin of this venue.',
    role: 'an admin of',
    columns: { notifyOutages: 'notify_outages' },
  });

export default addVenueAdmin;
