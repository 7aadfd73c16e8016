import type { GraphQLFieldResolver } from 'graphql';
import type { RequestContext } from '../../context.ts';

export type PublicResolver = GraphQLFieldResolver<unknown, RequestContext, Record<string, unknown>>;

/**
 * The server side of one public link page (spec 000 §2.2–2.10, §7.1–7.2): root resolvers callable without a
 * session, because the link's token is the visitor's credential. They still pass the schema's guard (CSRF
 * on mutations, generic argument checks); each resolver finds its record through ctx.linkThrottle.lookup
 * and answers an unknown or expired token as the spec says (null, or an error naming the problem). The
 * pages' SDL is this feature's schema.graphql; the documents each page sends are in src/shared/publicApi/,
 * checked against the generated schema by a unit test.
 */
export interface PublicApi {
  Query?: Record<string, PublicResolver>;
  Mutation?: Record<string, PublicResolver>;
}
