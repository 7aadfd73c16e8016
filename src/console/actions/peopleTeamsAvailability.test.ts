import { describe, expect, it } from 'vitest';
import { registry, setViewerAccess } from '../testing/allTypes.ts';
import { everyRoleAccess } from '../testing/fixtures.ts';
import { isAvailable } from './listActions.ts';

setViewerAccess(everyRoleAccess);
const { Team, Person, TeamRegistration } = registry.types;
const orgAdmin = { id: '2', isAdmin: false, roles: ['orgAdmin' as const] };
const actionOf = (type: typeof Team, name: string) => type.actions.find((a) => a.name === name)!;

/** The console offers these actions of spec 002 only when the server would run them (its availability rules). */
describe('people and team action availability', () => {
  const form = { id: '9', readminName: 'Perth Wildcats' };

  it('Enable Registration is hidden when every selected team already has a registration form (002 §4)', () => {
    const enable = actionOf(Team, 'enableRegistration');
    expect(isAvailable(enable, [{ id: '1', teamRegistration: form }], orgAdmin)).toBe(false);
    expect(
      isAvailable(
        enable,
        [
          { id: '1', teamRegistration: form },
          { id: '2', teamRegistration: null },
        ],
        orgAdmin,
      ),
    ).toBe(true);
    expect(isAvailable(enable, [{ id: '2', teamRegistration: null }], orgAdmin)).toBe(true);
  });

  it('Send Welcome Email needs some selected person with an email address', () => {
    const send = actionOf(Person, 'sendWelcomeEmail');
    expect(isAvailable(send, [{ id: '1', email: null }], orgAdmin)).toBe(false);
    expect(
      isAvailable(
        send,
        [
          { id: '1', email: null },
          { id: '2', email: 'mia@hoops.example' },
        ],
        orgAdmin,
      ),
    ).toBe(true);
  });

  it('Send to Coaches is not offered for a submitted registration form', () => {
    const send = actionOf(TeamRegistration, 'send');
    expect(isAvailable(send, [{ id: '1', submittedAt: null }], orgAdmin)).toBe(true);
    expect(
      isAvailable(
        send,
        [
          { id: '1', submittedAt: null },
          { id: '2', submittedAt: '2026-08-24T19:30:00Z' },
        ],
        orgAdmin,
      ),
    ).toBe(false);
  });
});
