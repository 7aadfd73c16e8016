export const DEMO_PASSWORD = 'demo-password-1';

/** The demo accounts of the README. */
export const DEMO_USERS = {
  admin: 'admin@example.com',
  orgAdmin: 'orgadmin@example.com',
  venueAdmin: 'venueadmin@example.com',
  partnerAdmin: 'partneradmin@example.com',
  noRoles: 'noroles@example.com',
} as const;
