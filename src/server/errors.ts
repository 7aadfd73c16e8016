import { GraphQLError } from 'graphql';

export interface FieldProblem {
  field: string;
  message: string;
}

/** Bad input: one error listing every problem, so the console can show them all at once. */
export const invalidInput = (problems: FieldProblem[]): GraphQLError =>
  new GraphQLError(problems.map((p) => p.message).join('; '), {
    extensions: { code: 'BAD_USER_INPUT', problems },
  });

export const forbidden = (message = 'You do not have permission to do this.'): GraphQLError =>
  new GraphQLError(message, { extensions: { code: 'FORBIDDEN', http: { status: 200 } } });

/**
 * The write needs the user's agreement first (making someone a referee to give them a referee's role):
 * the console asks with `message` and sends the write again with `confirmed: true`.
 */
export const confirmationRequired = (message: string): GraphQLError =>
  new GraphQLError(message, { extensions: { code: 'CONFIRMATION_REQUIRED', http: { status: 200 } } });

/** The deployment lacks a setting the request needs (an external system's address): the message names it. */
export const notConfigured = (message: string): GraphQLError =>
  new GraphQLError(message, { extensions: { code: 'NOT_CONFIGURED', http: { status: 200 } } });

export const unauthenticated = (): GraphQLError => new GraphQLError('You must sign in first.', { extensions: { code: 'UNAUTHENTICATED' } });

export const unknownTypename = (typename: string): GraphQLError =>
  new GraphQLError(`Unknown typename '${typename}'.`, { extensions: { code: 'BAD_USER_INPUT' } });
