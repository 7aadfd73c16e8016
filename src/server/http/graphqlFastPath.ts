import type { FastifyReply, FastifyRequest } from 'fastify';
import { getOperationAST, type DocumentNode, type ExecutionArgs, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { processRegularResult, type FetchAPI } from 'graphql-yoga';
import { logUnexpected, maskError } from '../graphql/masking.ts';

/** A GraphQL request's parameters as the console sends them, in a JSON body Fastify has already parsed. */
export interface GraphqlParams {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

const PARAM_NAMES = new Set(['query', 'variables', 'operationName']);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The parameters of a request the fast path serves the way yoga would: a POST of one operation as JSON, with
 * nothing but query, variables and operationName, from a client that takes JSON (the console's Apollo client
 * sends `accept: *∕*`). Null for anything else, which yoga's own HTTP handling answers.
 */
const plainParams = (req: FastifyRequest): GraphqlParams | null => {
  const accept = req.headers.accept;
  if (accept !== undefined && accept !== '*/*' && !accept.startsWith('application/json')) return null;
  if (req.method !== 'POST' || !req.headers['content-type']?.startsWith('application/json')) return null;
  const body = req.body;
  if (!isObject(body) || typeof body.query !== 'string' || Object.keys(body).some((k) => !PARAM_NAMES.has(k))) return null;
  if (body.variables != null && !isObject(body.variables)) return null;
  if (body.operationName != null && typeof body.operationName !== 'string') return null;
  return body as unknown as GraphqlParams;
};

/** Just enough of the fetch API's Response for yoga's processRegularResult to write an answer into. */
class Answer {
  readonly headers: Record<string, string>;
  readonly status: number;
  constructor(
    readonly body: string,
    init: { status?: number; headers?: Record<string, string> },
  ) {
    this.status = init.status ?? 200;
    this.headers = init.headers ?? {};
  }
}

const ANSWER_API = { Response: Answer } as unknown as FetchAPI;

/** What the fast path uses of a yoga server: its envelop, with every plugin it was given. */
interface Enveloping {
  getEnveloped(initialContext: never): {
    schema: GraphQLSchema;
    parse(source: string): DocumentNode;
    validate(schema: GraphQLSchema, document: DocumentNode): readonly unknown[];
    contextFactory(): unknown;
    execute(args: ExecutionArgs): unknown;
  };
}

/** How many query texts the fast path remembers as checked, per kind of request; past it, it starts over. */
const CHECKED_TEXTS = 1000;

const checkedByEnvelop = new WeakMap<Enveloping, Map<string, Map<string, DocumentNode>>>();

/**
 * The documents whose texts parsed and validated through `yoga`'s envelop, with every limit plugin, for requests
 * validated with the same rules (`rules`, see limits.ts validationRulesKey). Parsing and validating depend only on
 * the text, the schema and the rules, so the same text of the same kind passes again; the console sends a few dozen
 * texts over and over, and asking the envelop's own parse and validation caches cost about a tenth of a detail
 * request's CPU (their LRU lookups and a key they build from the rules' names on every request).
 */
const checkedDocuments = (yoga: Enveloping, rules: string): Map<string, DocumentNode> => {
  let byRules = checkedByEnvelop.get(yoga);
  if (!byRules) checkedByEnvelop.set(yoga, (byRules = new Map()));
  let checked = byRules.get(rules);
  if (!checked) byRules.set(rules, (checked = new Map()));
  return checked;
};

/**
 * Runs the console's GraphQL requests without turning them into fetch-API Requests and Responses and back
 * (about half a millisecond of a list request's two to three): yoga's own envelop runs them, with every plugin
 * yoga was given and its parse and validation caches, and yoga's processRegularResult writes the answer, so its
 * status (an error's extensions.http, e.g. 403 for CSRF), headers and body are what yoga would send. A request
 * of any other shape, and one whose document does not parse or validate, is left to yoga (returns false):
 * their answers stay exactly yoga's, and only well-formed requests are worth the shortcut.
 */
export const answeredDirectly = async (
  yoga: Enveloping,
  req: FastifyRequest,
  reply: FastifyReply,
  initialContext: (params: GraphqlParams) => object,
  rules: string,
): Promise<boolean> => {
  const params = plainParams(req);
  if (!params) return false;
  const enveloped = yoga.getEnveloped(initialContext(params) as never);
  const checked = checkedDocuments(yoga, rules);
  let document = checked.get(params.query);
  if (!document) {
    try {
      // A limit's plugin (GraphQL Armor) throws its refusal from parse or validate rather than returning it.
      document = enveloped.parse(params.query);
      if (enveloped.validate(enveloped.schema, document).length) return false;
    } catch {
      return false;
    }
    if (checked.size >= CHECKED_TEXTS) checked.clear();
    checked.set(params.query, document);
  }
  const operation = getOperationAST(document, params.operationName);
  if (!operation || operation.operation === 'subscription') return false;
  let result: ExecutionResult;
  try {
    const contextValue = await enveloped.contextFactory();
    const args: ExecutionArgs = {
      schema: enveloped.schema,
      document,
      contextValue,
      variableValues: params.variables,
      operationName: params.operationName,
    };
    result = (await enveloped.execute(args)) as ExecutionResult;
  } catch (error) {
    result = { errors: [maskError(error) as never] };
  }
  logUnexpected(result, req);
  const answer = processRegularResult(result, ANSWER_API, 'application/json') as unknown as Answer;
  void reply.status(answer.status).headers(answer.headers).send(answer.body);
  return true;
};
