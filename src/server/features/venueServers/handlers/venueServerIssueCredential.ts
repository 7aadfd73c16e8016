import { replaceVenueServerCredential } from '../api/credentials.ts';
import type { OperationHandler } from '../../../context.ts';

/**
 * venueServerIssueCredential: a new credential for the venue server API, answered this once; only its SHA-256
 * is stored, in place of the previous one, so the old credential stops working as this commits. The executor
 * audits the server (the hash is write-only, so the audit does not hold it either).
 */
const venueServerIssueCredential: OperationHandler = ({ trx, rows }) => replaceVenueServerCredential(trx, rows[0].id);

export default venueServerIssueCredential;
