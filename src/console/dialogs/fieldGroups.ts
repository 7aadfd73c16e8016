import type { DialogField } from './formFields.ts';

/** A run of a dialog's fields under one heading (`group` in metadata); fields without a group have none. */
export interface FieldGroup {
  heading?: string;
  fields: DialogField[];
}

/**
 * The dialog's fields in runs of the same `group`, in the action's order: a heading shows above the first
 * field of each run, so an action that lists a group's fields apart shows the heading twice, as it asks.
 */
export const fieldGroups = (fields: DialogField[]): FieldGroup[] =>
  fields.reduce<FieldGroup[]>((groups, f) => {
    const last = groups[groups.length - 1];
    if (last && last.heading === f.field.group) last.fields.push(f);
    else groups.push({ heading: f.field.group, fields: [f] });
    return groups;
  }, []);
