import type { NormalizedField, NormalizedType } from './normalized.ts';

/**
 * Whether a field tells its record apart from the others of its type: a `unique` field (a camera's ID), or
 * the field the type's `display.name` names on its own (a court's name). One value written over several
 * records would repeat it on each, so a batch edit does not offer it and the server refuses it in a batch of
 * more than one record. A name template ('{firstName} {lastName}') names no single identifying field.
 */
export const identifiesRecord = (type: Pick<NormalizedType, 'display'>, field: Pick<NormalizedField, 'name' | 'unique'>): boolean =>
  Boolean(field.unique) || (!type.display.name.includes('{') && type.display.name === field.name);

/** The message a batch update that sets an identifying field gets. */
export const identifyingFieldMessage = (type: Pick<NormalizedType, 'label'>, field: Pick<NormalizedField, 'label'>): string =>
  `${field.label} identifies each ${type.label.singular.toLowerCase()}, so it cannot be set on several at once: edit them one by one`;
