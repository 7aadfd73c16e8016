interface GraphqlErrorLike {
  message?: string;
  extensions?: { problems?: { field?: string; message: string }[] };
}

/**
 * The reasons a mutation failed, as the 'Unable to Complete Request' box lists them (spec 000 §8): each
 * server problem by field when the API gave them (extensions.problems), else the error messages.
 * ra-data-graphql keeps Apollo's error as the HttpError's body.
 */
export const errorReasons = (error: unknown): string[] => {
  const e = error as { message?: string; body?: { graphQLErrors?: GraphqlErrorLike[] } } | null;
  const graphql = e?.body?.graphQLErrors ?? [];
  const reasons = graphql.flatMap((g) =>
    g.extensions?.problems?.length ? g.extensions.problems.map((p) => (p.field ? `${p.field}: ${p.message}` : p.message)) : [g.message ?? ''],
  );
  const listed = reasons.filter(Boolean);
  return listed.length ? listed : [e?.message || 'The request failed.'];
};
