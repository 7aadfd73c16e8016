import type { Action, Operation, RecordTypeMetadata } from '../generated/metadataTypes.ts';
import { ROLES, type Grant } from './normalized.ts';

/** 'Ad Assets' → 'ad assets', 'API Mappings' → 'API mappings': a label inside a sentence. */
const inSentence = (label: string): string => label.replace(/\b([A-Z])(?=[a-z])/g, (c) => c.toLowerCase());

const isBatch = (op: boolean | Operation | undefined): boolean => typeof op === 'object' && op.batch === true;

/**
 * The console actions a type has without declaring them, as Django's admin offers "delete selected" and Payload's
 * sanitize fills a collection's defaults: for each generated operation that no declared action of its kind runs,
 * the usual Edit (update) and Remove (remove; Delete for an operation whose verb is Delete), offered to the roles whose
 * permissions hold its grant, and Add (create) for a type that declares no actions at all. A type that declares
 * actions but no create action keeps the plain Add the console makes for it (createActionOf), as Game does beside
 * its Add Game Manually. A declared action of a kind replaces that kind's default (so does one that takes its name);
 * `"defaultActions": false` declares none. Read by the normalize step and the checks alike.
 */
export const defaultActions = (m: RecordTypeMetadata): Action[] => {
  if (m.defaultActions === false) return [];
  const ops = m.operations ?? {};
  const declared = m.actions ?? [];
  const rolesWith = (grant: Grant) => ROLES.filter((r) => m.permissions?.[r]?.includes(grant));
  const writable = Object.entries(m.fields)
    .filter(([, f]) => !f.readOnly && f.computed === undefined)
    .map(([name]) => name);
  const editable = writable.filter((name) => !m.fields[name].lockedOnEdit);
  const removeWord = typeof ops.remove === 'object' && ops.remove.verb === 'Delete' ? 'Delete' : 'Remove';

  const candidates: Action[] = [];
  if (ops.create && !declared.length)
    candidates.push({
      name: 'create',
      label: `Add ${m.label.singular}`,
      kind: 'create',
      placement: 'list',
      roles: rolesWith('create'),
      result: 'navigate',
      fields: writable,
    });
  if (ops.update)
    candidates.push({ name: 'edit', label: 'Edit', kind: 'update', batch: isBatch(ops.update), roles: rolesWith('update'), fields: editable });
  if (ops.remove)
    candidates.push({
      name: removeWord.toLowerCase(),
      label: removeWord,
      kind: 'remove',
      batch: isBatch(ops.remove),
      roles: rolesWith('remove'),
      confirm: {
        message: isBatch(ops.remove)
          ? `${removeWord} the selected ${inSentence(m.label.plural)}?`
          : `${removeWord} this ${inSentence(m.label.singular)}?`,
      },
    });
  return candidates.filter((a) => a.roles!.length && !declared.some((d) => d.kind === a.kind || d.name === a.name));
};
