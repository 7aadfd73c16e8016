import { describe, expect, it } from 'vitest';
import { runMetadataPipeline } from '../../src/metadata/pipeline.ts';

/**
 * An action may run a declared operation of another type when the operation has no target (a service
 * operation such as generatePassphrase, offered on the Organisations and the Users lists).
 */
const file = (typename: string, extra: Record<string, unknown>) => ({
  file: `metadata/${typename}.json`,
  text: JSON.stringify({
    typename,
    route: typename.toLowerCase(),
    label: { singular: typename, plural: `${typename}s` },
    fields: { name: { type: 'string' } },
    operations: { update: true },
    permissions: { platformAdmin: ['read', 'update'] },
    ...extra,
  }),
});

const words = {
  target: 'none',
  grant: 'read',
  handler: 'words',
  returns: { kind: 'value', field: 'words', copiedMessage: 'Words copied' },
};
const rename = { target: 'one', set: { name: 'Renamed' }, returns: { kind: 'records' } };
const Owner = file('Owner', { operations: { update: true, custom: { ownerWords: words, ownersRename: rename } } });
const action = (mutation: string) => ({ name: mutation, label: 'Run', kind: 'custom', mutation, placement: 'list', submitLabel: 'Go' });

describe('actions running another type’s operation', () => {
  it('are accepted for an operation without a target, with the roles, arguments and answer of the declaring type', () => {
    const result = runMetadataPipeline([Owner, file('Guest', { actions: [action('ownerWords')] })], { handlers: ['words'] });
    expect(result.problems).toEqual([]);
    const guest = result.registry!.types.Guest;
    expect(guest.actions.find((a) => a.kind === 'custom')).toMatchObject({
      mutation: 'ownerWords',
      roles: ['platformAdmin'],
      placement: 'list',
      submitLabel: 'Go',
    });
    expect(result.registry!.types.Owner.operations.custom.ownerWords.returns).toEqual({
      kind: 'value',
      field: 'words',
      copiedMessage: 'Words copied',
    });
  });

  it('are refused (M609) for an operation with a target, and for one nobody declares', () => {
    const result = runMetadataPipeline([Owner, file('Guest', { actions: [action('ownersRename'), action('ghostsBoo')] })], { handlers: ['words'] });
    expect(result.problems.map((p) => [p.code, p.file, p.path, p.message])).toEqual([
      [
        'M609',
        'metadata/Guest.json',
        '$.actions[0].mutation',
        "action 'ownersRename' runs 'ownersRename' of another type, but only operations without a target run from other types",
      ],
      ['M609', 'metadata/Guest.json', '$.actions[1].mutation', "action 'ghostsBoo' runs 'ghostsBoo', which operations.custom does not declare"],
    ]);
  });
});
