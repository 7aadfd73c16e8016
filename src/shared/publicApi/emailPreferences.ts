/** Email preferences (spec 000 §2.10, §3.1, §4.5, §7.1, §7.2): /unsubscribe?token=, the link every email carries. */
export const sdl = /* GraphQL */ `
  extend type Query {
    "The subscriptions of the link's user (or address, for an email to an address with no user); null for an unknown link."
    userUnsubscribeStatus(unsubscribeToken: String!): UserUnsubscribeStatus
  }

  extend type Mutation {
    "Sets the three subscriptions of the link's user (audited as changed through the link) or address."
    userUnsubscribeEmails(input: UserUnsubscribeEmailsInput!): UserUnsubscribeStatus!
  }

  type UserUnsubscribeStatus {
    subscribedNotifications: Boolean!
    subscribedCompetitions: Boolean!
    subscribedMarketing: Boolean!
  }

  input UserUnsubscribeEmailsInput {
    unsubscribeToken: String!
    subscribedNotifications: Boolean!
    subscribedCompetitions: Boolean!
    subscribedMarketing: Boolean!
  }
`;

export const USER_UNSUBSCRIBE_STATUS = /* GraphQL */ `
  query UserUnsubscribeStatus($unsubscribeToken: String!) {
    userUnsubscribeStatus(unsubscribeToken: $unsubscribeToken) {
      subscribedNotifications
      subscribedCompetitions
      subscribedMarketing
    }
  }
`;

export const USER_UNSUBSCRIBE_EMAILS = /* GraphQL */ `
  mutation UserUnsubscribeEmails($input: UserUnsubscribeEmailsInput!) {
    userUnsubscribeEmails(input: $input) {
      subscribedNotifications
      subscribedCompetitions
      subscribedMarketing
    }
  }
`;

export interface UnsubscribeStatus {
  subscribedNotifications: boolean;
  subscribedCompetitions: boolean;
  subscribedMarketing: boolean;
}

export const BAD_UNSUBSCRIBE_LINK = 'This email preferences link is invalid. Use the link in your most recent email.';
export const PREFERENCES_UPDATED = 'Your email preferences have been updated.';
