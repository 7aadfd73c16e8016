import { parse, type DocumentNode } from 'graphql';

const parsed = new Map<string, DocumentNode>();

/**
 * Parses a document once per source text. Apollo caches its document transforms by object identity,
 * so handing it the same DocumentNode for the same query keeps those caches warm.
 */
export const parseDocument = (source: string): DocumentNode => {
  let doc = parsed.get(source);
  if (!doc) {
    doc = parse(source);
    parsed.set(source, doc);
  }
  return doc;
};
