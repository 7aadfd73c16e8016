import type { ComponentType } from 'react';
import type { NormalizedField } from '../../metadata/normalized.ts';

/** What converting a value needs to know: date-times are edited in the display time zone. */
export interface InputContext {
  timeZone: string;
}

/** The API value of a form value, or the message completing "{label} …". `json` marks a JSON parse error. */
export type Parsed = { ok: true; value: unknown } | { ok: false; message: string; json?: boolean };

export interface FieldInputProps<V = unknown> {
  /** The input's element id, so that its label names it. */
  id: string;
  field: NormalizedField;
  value: V;
  onChange: (value: V) => void;
  error?: string | null;
  disabled?: boolean;
  required?: boolean;
  /** A hint shown in an empty box. */
  placeholder?: string;
  /**
   * A batch edit keeps each record's own value, which differ: the input shows none of them (a checkbox
   * half-ticked); the dialog's row says 'Multiple values' once, for every field type.
   */
  mixed?: boolean;
  /** The value the dialog opened with, for inputs that offer a reset. */
  initial?: V;
  /** The form's values by field name, for inputs that show something of another field (the rectangle's court). */
  values?: Record<string, unknown>;
  /** Sets another field of the form, for inputs that edit two fields together (a videoRange's stop). */
  setFieldValue?: (name: string, value: unknown) => void;
}

/**
 * Everything the dialogs know about one field type: its input, the form value of an empty field, the
 * form value of a stored record's value, and the API value of a form value. One entry per field type
 * (src/console/inputs/fieldInputs.ts), so a new type does not compile until it has all four.
 */
export interface InputDef<V = unknown> {
  Input: ComponentType<FieldInputProps<V>>;
  empty: V;
  fromRecord: (field: NormalizedField, record: Record<string, unknown>, ctx: InputContext) => V;
  /** Called for non-empty values only; required is checked by the form. */
  parse: (field: NormalizedField, value: V, ctx: InputContext) => Parsed;
}

export const ok = (value: unknown): Parsed => ({ ok: true, value });
export const fail = (message: string): Parsed => ({ ok: false, message });
export const checked = (message: string | null, value: unknown): Parsed => (message ? fail(message) : ok(value));
