import { describe, expect, it } from 'vitest';
import { registry } from '../testing/allTypes.ts';
import { updateManyRequest, updateRequest } from './mutations.ts';

const camera = registry.types.Camera; // a batch update: camerasUpdate(input: { ids, attributes, lockVersions })
const user = registry.types.User; // a one-record update: userUpdate(input: { id, attributes, lockVersion })

describe('edits send the versions they read', () => {
  it('sends lockVersions [{id, lockVersion}] for one record of a type whose update is a batch', () => {
    const request = updateRequest(camera, { id: '4', data: { details: 'new' }, previousData: { id: '4', details: 'old', lockVersion: 2 } });
    expect(request.variables.input).toEqual({ ids: ['4'], attributes: { details: 'new' }, lockVersions: [{ id: '4', lockVersion: 2 }] });
  });

  it('sends lockVersion for a type whose update takes one record', () => {
    const request = updateRequest(user, { id: '9', data: { name: 'Alex' }, previousData: { id: '9', name: 'Al', lockVersion: 5 } });
    expect(request.variables.input).toMatchObject({ id: '9', lockVersion: 5 });
    expect(request.variables.input).not.toHaveProperty('lockVersions');
  });

  it('sends no version when the record was read without one, as the API allows', () => {
    const request = updateRequest(camera, { id: '4', data: { details: 'new' }, previousData: { id: '4', details: 'old' } });
    expect(request.variables.input).not.toHaveProperty('lockVersions');
  });

  it('sends each selected record its version in a batch edit', () => {
    const request = updateManyRequest(camera, { ids: ['4', '5'], data: { details: 'x' }, meta: { lockVersions: { 4: 2, 5: 0 } } });
    expect(request.variables.input).toMatchObject({
      ids: ['4', '5'],
      lockVersions: [
        { id: '4', lockVersion: 2 },
        { id: '5', lockVersion: 0 },
      ],
    });
  });

  it('sends one version per aliased mutation for a type without a batch update', () => {
    const request = updateManyRequest(user, { ids: ['1', '2'], data: { name: 'x' }, meta: { lockVersions: { 1: 3, 2: 7 } } });
    expect(request.variables).toMatchObject({ input0: { id: '1', lockVersion: 3 }, input1: { id: '2', lockVersion: 7 } });
  });
});
