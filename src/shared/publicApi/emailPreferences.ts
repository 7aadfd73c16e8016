/** Email preferences (spec 000 §2.10, §3.1, §4.5, §7.1, §7.2): /unsubscribe?token=, the link every email carries. Its SDL: src/server/features/publicPages/schema.graphql. */
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
