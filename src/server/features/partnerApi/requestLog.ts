import { parse, type OperationDefinitionNode } from 'graphql';
import type { Db } from '../../db/database.ts';
import type { PartnerCaller } from './authenticate.ts';

/** The column limits of api_graphql_requests (metadata/ApiGraphqlRequest.json). */
const MAX_QUERY = 100_000;
const MAX_NAME = 200;
const MAX_ERROR = 2_000;

export interface LoggedRequest {
  caller: PartnerCaller;
  requestedAt: Date;
  query: string;
  operationName: unknown;
  variables: unknown;
  status: number;
  errorMessage: string | null;
  durationMs: number;
  ipAddress: string;
}

/** The operation's name: the one the body names, else the document's first named operation, else 'anonymous'. */
export const operationNameOf = (query: string, named: unknown): string => {
  if (typeof named === 'string' && named) return named.slice(0, MAX_NAME);
  try {
    const op = parse(query).definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
    return op?.name?.value.slice(0, MAX_NAME) ?? 'anonymous';
  } catch {
    return 'anonymous'; // a query that does not parse is logged with GraphQL's syntax error
  }
};

/** The error messages of a GraphQL answer's body, or null when it has none. */
export const errorMessageOf = (body: string): string | null => {
  try {
    const errors = (JSON.parse(body) as { errors?: { message?: string }[] }).errors;
    return errors?.length
      ? errors
          .map((e) => e.message ?? '')
          .join('; ')
          .slice(0, MAX_ERROR)
      : null;
  } catch {
    return null;
  }
};

/** One api_graphql_requests row, written once the answer is computed (so its duration is the request's). */
export const logPartnerRequest = async (db: Db, r: LoggedRequest): Promise<void> => {
  await db
    .insertInto('api_graphql_requests')
    .values({
      api_partner_id: r.caller.partnerId,
      api_credential_id: r.caller.credentialId,
      requested_at: r.requestedAt,
      operation_name: operationNameOf(r.query, r.operationName),
      query: r.query.slice(0, MAX_QUERY),
      variables: r.variables == null ? null : JSON.stringify(r.variables),
      response_status: r.status,
      error_message: r.errorMessage?.slice(0, MAX_ERROR) ?? null,
      duration_ms: Math.max(0, Math.round(r.durationMs)),
      ip_address: r.ipAddress,
    })
    .execute();
};
