import type { Registry } from '../../metadata/normalized.ts';

/**
 * One request of the console that is not a record type's list or record: its document as text (parsed by the
 * GraphQL runtime, so that pages naming a request do not load the parser), its variables, and how the
 * answer's data becomes the typed result.
 */
export interface ConsoleRequest<Result> {
  query: string;
  variables: Record<string, unknown>;
  parse: (data: Record<string, unknown>) => Result;
}

/** Builds a request from its typed parameters; the registry is there for requests whose document depends on a type. */
export type ConsoleRequestBuilder<Params, Result> = (params: Params, registry: Registry) => ConsoleRequest<Result>;

/** The parameters of a request that takes none. */
export type NoParams = Record<string, never>;

/** What a paged request takes: its page, counted from 1, and the page size (none: everything). */
export interface Page {
  page?: number;
  perPage?: number;
}

/** A page as the API's limit and offset; nothing without a page size. */
export const pageVariables = ({ page = 1, perPage }: Page): { limit?: number; offset?: number } =>
  perPage ? { limit: perPage, offset: (page - 1) * perPage } : {};
