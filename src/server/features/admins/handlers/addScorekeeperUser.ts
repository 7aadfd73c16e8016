import { addRoleByEmail } from '../addRoleByEmail.ts';
import type { OperationHandler } from '../../../context.ts';

/** addScorekeeperUser (spec 002 §2, §7): a scorekeeper of an organisation by email, limited to listed courts (none: all). */
const addScorekeeperUser: OperationHandler = (run) =>
  addRoleByEmail(run, {
    owner: { argument: 'org', column: 'org_id', table: 'orgs' },
    duplicate: 'This user is already a scorekeeper of this organisation.',
    role: 'a scorekeeper of',
    columns: { courts: 'court_ids' },
  });

export default addScorekeeperUser;
