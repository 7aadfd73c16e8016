interface GraphqlErrorLike {
  message?: string;
  extensions?: { code?: string };
}
type ErrorLike = { graphQLErrors?: GraphqlErrorLike[]; body?: { graphQLErrors?: GraphqlErrorLike[] } } | null | undefined;

/**
 * The server's message when it refused a list because the viewer may not read its type (extensions.code
 * FORBIDDEN: 'You may not read Games.'), else null. ra-data-graphql puts Apollo's error in the HttpError's body.
 */
export const readRefusal = (error: unknown): string | null => {
  const e = error as ErrorLike;
  const graphql = e?.body?.graphQLErrors ?? e?.graphQLErrors ?? [];
  return graphql.find((g) => g.extensions?.code === 'FORBIDDEN')?.message ?? null;
};
