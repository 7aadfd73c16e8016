/** One reason a request failed, as the 'Unable to Complete Request' dialog lists it (spec 000 §8). */
export interface ServerReason {
  message: string;
  /** The server's reference for the failure (extensions.uuid), for support to look it up. */
  uuid?: string;
}

interface GraphqlErrorLike {
  message?: string;
  extensions?: { uuid?: string; problems?: { field?: string; message: string }[] };
}

type ErrorLike = { message?: string; graphQLErrors?: GraphqlErrorLike[]; body?: { graphQLErrors?: GraphqlErrorLike[] } } | null | undefined;

export const SUPPORT_EMAIL = 'support@example.com';

/** What the server asks the user to agree to before it writes (extensions.code CONFIRMATION_REQUIRED), if that is why it refused. */
export const confirmationAsked = (error: unknown): string | null => {
  const e = error as ErrorLike;
  const graphql = (e?.body?.graphQLErrors ?? e?.graphQLErrors ?? []) as (GraphqlErrorLike & { extensions?: { code?: string } })[];
  return graphql.find((g) => g.extensions?.code === 'CONFIRMATION_REQUIRED')?.message ?? null;
};

/**
 * The reasons of a failed request: every problem of a refused input (extensions.problems, which already
 * name their field: 'Name is required'), else each error's message, each with its UUID when the server
 * gave one. ra-data-graphql puts Apollo's error in the HttpError's body; Apollo's own error and the
 * session API's carry graphQLErrors themselves.
 */
export const serverReasons = (error: unknown): ServerReason[] => {
  const e = error as ErrorLike;
  const graphql = e?.body?.graphQLErrors ?? e?.graphQLErrors ?? [];
  const reasons = graphql.flatMap((g): ServerReason[] => {
    const uuid = g.extensions?.uuid;
    const messages = g.extensions?.problems?.length ? g.extensions.problems.map((p) => p.message) : [g.message ?? ''];
    return messages.filter(Boolean).map((message) => (uuid ? { message, uuid } : { message }));
  });
  return reasons.length ? reasons : [{ message: e?.message || 'The request failed.' }];
};
