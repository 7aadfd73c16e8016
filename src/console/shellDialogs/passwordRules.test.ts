import { describe, expect, it } from 'vitest';
import { collectForm } from '../dialogs/collectForm.ts';
import { registry } from '../registry.ts';
import { matchPasswords, passwordFields } from './passwordRules.ts';

const fields = passwordFields(registry.types.User.fields.find((f) => f.name === 'password')).map((field) => ({ field, disabled: false }));
const collect = (newPassword: string, newPasswordConfirmation: string) =>
  collectForm({ fields, values: { newPassword, newPasswordConfirmation }, initial: {}, multiple: new Set(), mode: 'create', ctx: { timeZone: 'UTC' }, validate: matchPasswords });

describe('change password', () => {
  it('requires both fields', () => {
    expect(collect('', '')).toMatchObject({ ok: false, problems: ['New Password is required', 'Confirm New Password is required'] });
  });
  it("says 'Passwords do not match' on a mismatch", () => {
    expect(collect('correct horse battery', 'correct horse batter')).toMatchObject({ ok: false, problems: ['Passwords do not match'] });
  });
  it("checks the User password field's minimum length", () => {
    expect(collect('short', 'short')).toMatchObject({ ok: false, problems: ['New Password must be at least 10 characters'] });
  });
  it('sends the new password once both agree', () => {
    expect(collect('correct horse battery', 'correct horse battery')).toEqual({ ok: true, data: { newPassword: 'correct horse battery', newPasswordConfirmation: 'correct horse battery' } });
  });
});
