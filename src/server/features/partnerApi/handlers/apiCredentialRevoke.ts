import { sql } from 'kysely';
import type { OperationHandler } from '../../../context.ts';

/** apiCredentialRevoke: the key is refused from now on, for good (turning it on again does not undo it). The executor audits the change. */
const apiCredentialRevoke: OperationHandler = async ({ trx, rows }) => {
  await trx
    .updateTable('api_credentials')
    .set({ enabled: false, revoked_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('id', '=', rows[0].id)
    .execute();
};

export default apiCredentialRevoke;
