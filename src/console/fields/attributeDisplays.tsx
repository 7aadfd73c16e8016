import type { ComponentType } from 'react';
import type { FieldTypeDef } from '../../metadata/fieldTypes.ts';
import { RecordLinks, type LinkedObject } from './RecordLink.tsx';
import { BooleanValue, DateTimeValue, DateValue, DurationValue, JsonValue, NumberValue, StringsValue, TextValue } from './valueDisplays.tsx';

/** An attribute entry of spec 000 §3.3, as readminAttributeEntries returns it. */
export interface AttributeEntry {
  label: string;
  value: unknown;
  type: string;
  description?: string | null;
  objects?: LinkedObject[] | null;
}

export type AttributeType = FieldTypeDef['attribute'] | 'null';

const value = (Display: ComponentType<{ value: unknown }>) => ({ entry }: { entry: AttributeEntry }) => <Display value={entry.value} />;

/** One display per attribute type; the Record makes a new attribute type fail to compile until shown. */
export const ATTRIBUTE_DISPLAYS: Record<AttributeType, ComponentType<{ entry: AttributeEntry }>> = {
  null: () => null,
  number: value(NumberValue),
  string: value(TextValue),
  strings: value(StringsValue),
  boolean: value(BooleanValue),
  duration_seconds: value(DurationValue),
  datetime: value(DateTimeValue),
  date: value(DateValue),
  json: value(JsonValue),
  readmin_objects: ({ entry }) => (entry.objects?.length ? <RecordLinks objects={entry.objects} /> : <TextValue value={entry.value} />),
};

/** Spec 000 §3.3: an attribute of a type this console does not know shows 'Unknown type'. */
export const AttributeValue = ({ entry }: { entry: AttributeEntry }) => {
  const Display = (ATTRIBUTE_DISPLAYS as Partial<Record<string, ComponentType<{ entry: AttributeEntry }>>>)[entry.type];
  return Display ? <Display entry={entry} /> : <span role="alert">Unknown type</span>;
};
