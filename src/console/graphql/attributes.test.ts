import { describe, expect, it } from 'vitest';
import { registry } from '../testing/allTypes.ts';
import { toAttributes } from './attributes.ts';

const Team = registry.types.Team;
const User = registry.types.User;

describe('toAttributes', () => {
  it('sends references as ids under the API names', () => {
    const record = { name: 'Hawks', org: { id: '3', readminName: 'Org' }, leagues: [{ id: '1' }, { id: '2' }] };
    expect(toAttributes(Team, record, 'create')).toEqual({ name: 'Hawks', orgId: '3', leagueIds: ['1', '2'] });
  });
  it('prefers the explicit id attributes of a form', () => {
    expect(toAttributes(Team, { orgId: '4', org: { id: '3' } }, 'create')).toEqual({ orgId: '4' });
  });
  it('leaves out locked fields on update and unchanged values when previous data is known', () => {
    const previous = { name: 'Hawks', orgId: '3', denyAccess: false };
    expect(toAttributes(Team, { name: 'Eagles', orgId: '9', denyAccess: false }, 'update', previous)).toEqual({ name: 'Eagles' });
  });
  it('sends a password only when one was typed', () => {
    expect(toAttributes(User, { email: 'a@b.c', password: '' }, 'create')).toEqual({ email: 'a@b.c' });
    expect(toAttributes(User, { password: 'long enough secret' }, 'create')).toEqual({ password: 'long enough secret' });
  });
  it('sends only new uploads for files', () => {
    const Org = registry.types.Org;
    expect(toAttributes(Org, { logo: { name: 'l.png', size: 3, url: '/x' } }, 'create')).toEqual({});
    expect(toAttributes(Org, { logo: { name: 'l.png', size: 3, base64: 'AAA' } }, 'create')).toEqual({
      logo: { name: 'l.png', size: 3, base64: 'AAA' },
    });
  });
});
