import { describe, expect, it } from 'vitest';
import { collectForm } from '../dialogs/collectForm.ts';
import { registry } from '../testing/allTypes.ts';
import { matchPasswords, passwordFields } from './passwordRules.ts';

const fields = passwordFields(registry.types.User.fields.find((f) => f.name === 'password')).map((field) => ({ field, disabled: false }));
const collect = (newPassword: string, newPasswordConfirmation: string, currentPassword = 'the old password') =>
  collectForm({
    fields,
    values: { currentPassword, newPassword, newPasswordConfirmation },
    initial: {},
    multiple: new Set(),
    mode: 'create',
    ctx: { timeZone: 'UTC' },
    validate: matchPasswords,
  });

describe('change password', () => {
  it('requires every field, the current password first', () => {
    expect(collect('', '', '')).toMatchObject({
      ok: false,
      problems: ['Current password is required', 'New Password is required', 'Confirm New Password is required'],
    });
  });
  it('does not hold the current password to the rules of a new one', () => {
    expect(collect('correct horse battery', 'correct horse battery', 'short')).toMatchObject({ ok: true });
  });
  it("says 'Passwords do not match' on a mismatch", () => {
    expect(collect('correct horse battery', 'correct horse batter')).toMatchObject({ ok: false, problems: ['Passwords do not match'] });
  });
  it("checks the User password field's minimum length", () => {
    expect(collect('short', 'short')).toMatchObject({ ok: false, problems: ['New Password must be at least 10 characters'] });
  });
  it('sends the current and the new password once both new ones agree', () => {
    expect(collect('correct horse battery', 'correct horse battery')).toEqual({
      ok: true,
      data: { currentPassword: 'the old password', newPassword: 'correct horse battery', newPasswordConfirmation: 'correct horse battery' },
    });
  });
});
