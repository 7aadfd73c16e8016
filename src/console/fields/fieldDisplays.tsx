import type { ComponentType } from 'react';
import type { FieldType } from '../../generated/metadataTypes.ts';
import type { NormalizedField, Option } from '../../metadata/normalized.ts';
import { RecordLink, RecordLinks, type LinkedObject } from './RecordLink.tsx';
import { useFieldOptions } from '../inputs/components/useOptionsQuery.ts';
import {
  BooleanValue,
  DateTimeValue,
  DateValue,
  DurationValue,
  ExternalLinkValue,
  JsonValue,
  NumberValue,
  StringsValue,
  TextValue,
} from './valueDisplays.tsx';

export interface FieldDisplayProps {
  field: NormalizedField;
  record: Record<string, unknown>;
}

const valueOf = ({ field, record }: FieldDisplayProps) => record[field.name];

const plain = (Display: ComponentType<{ value: unknown }>) => (props: FieldDisplayProps) => <Display value={valueOf(props)} />;

/** An option's label; a stored value that is no longer an option shows as it is. */
const EnumLabel = ({ value, options }: { value: unknown; options: readonly Option[] | undefined }) => (
  <TextValue value={options?.find((o) => o.value === value)?.label ?? value} />
);

/** Labels of an option source (countries, sports, …) come from its query, fetched once per page. */
const SourceEnumDisplay = (props: FieldDisplayProps) => {
  const { options } = useFieldOptions(props.field);
  return <EnumLabel value={valueOf(props)} options={options} />;
};

const EnumDisplay = (props: FieldDisplayProps) =>
  props.field.optionsQuery ? <SourceEnumDisplay {...props} /> : <EnumLabel value={valueOf(props)} options={props.field.options} />;

/** A strings field's entries, by their option labels where it has options (a recording block's weekdays: Monday, Tuesday). */
const labelsOf = ({ field, record }: FieldDisplayProps): unknown => {
  const value = record[field.name];
  if (!field.options || !Array.isArray(value)) return value;
  return value.map((v) => field.options!.find((o) => o.value === v)?.label ?? v);
};

const FileDisplay = (props: FieldDisplayProps) => {
  const file = valueOf(props) as { name: string; url: string } | null | undefined;
  return file ? <ExternalLinkValue value={file.name} href={file.url} /> : null;
};

const ImageDisplay = (props: FieldDisplayProps) => {
  const image = valueOf(props) as { name: string; url: string } | null | undefined;
  return image ? <img src={image.url} alt={image.name} style={{ maxHeight: 40, maxWidth: 120 }} /> : null;
};

const RectangleDisplay = (props: FieldDisplayProps) => {
  const r = valueOf(props) as { x: number; y: number; width: number; height: number } | null | undefined;
  return r ? <span>{`${r.width}×${r.height} at (${r.x}, ${r.y})`}</span> : null;
};

const ReferenceDisplay = (props: FieldDisplayProps) => {
  const object = valueOf(props) as LinkedObject | null | undefined;
  return object ? <RecordLink object={object} /> : null;
};

const ReferencesDisplay = (props: FieldDisplayProps) => {
  const objects = valueOf(props) as LinkedObject[] | null | undefined;
  return objects?.length ? <RecordLinks objects={objects} /> : null;
};

/** The API never returns passwords; the column says so instead of looking empty. */
const PasswordDisplay = () => <span aria-label="hidden">••••••</span>;

/**
 * How each field type is shown in a list cell. A Record over FieldType, so a new field type does not
 * compile until it has a display here (STYLE.md: never fall back to plain text silently).
 */
export const FIELD_DISPLAYS: Record<FieldType, ComponentType<FieldDisplayProps>> = {
  string: plain(TextValue),
  text: plain(TextValue),
  integer: plain(NumberValue),
  decimal: plain(NumberValue),
  boolean: plain(BooleanValue),
  enum: EnumDisplay,
  date: plain(DateValue),
  datetime: plain(DateTimeValue),
  time: plain(TextValue),
  duration_seconds: plain(DurationValue),
  json: plain(JsonValue),
  strings: (props) => <StringsValue value={labelsOf(props)} />,
  email: (props) => <ExternalLinkValue value={valueOf(props)} href={`mailto:${String(valueOf(props))}`} />,
  url: plain(ExternalLinkValue),
  phone: plain(TextValue),
  ip: plain(TextValue),
  mac: plain(TextValue),
  password: PasswordDisplay,
  file: FileDisplay,
  image: ImageDisplay,
  reference: ReferenceDisplay,
  references: ReferencesDisplay,
  rectangle: RectangleDisplay,
};
