import Box from '@mui/material/Box';
import type { ComponentType } from 'react';
import type { FieldTypeDef } from '../../metadata/fieldTypes.ts';
import { StatusEntriesTable } from '../custom/tabs/StatusEntriesTable.tsx';
import { isStatusEntryList } from '../custom/tabs/statusSections.ts';
import { useDisplayTimeZone } from '../timeZone/DisplayTimeZoneContext.tsx';
import { attributeText } from './attributeFormat.ts';
import { RecordLinks, type LinkedObject } from './RecordLink.tsx';

/** An attribute entry of spec 000 §3.3, as readminAttributeEntries returns it. */
export interface AttributeEntry {
  label: string;
  value: unknown;
  type: string;
  description?: string | null;
  objects?: LinkedObject[] | null;
}

export type AttributeType = FieldTypeDef['attribute'] | 'null';

const Text = ({ entry }: { entry: AttributeEntry }) => {
  const { timeZone } = useDisplayTimeZone();
  const text = attributeText(entry, timeZone);
  return text === null || text === undefined ? null : <span>{text}</span>;
};

/** Text typed over several lines (an email's body, details) keeps its line breaks. */
const MultilineText = ({ entry }: { entry: AttributeEntry }) => {
  const text = attributeText(entry, 'UTC');
  return text === null || text === undefined ? null : (
    <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
      {text}
    </Box>
  );
};

const Json = ({ entry }: { entry: AttributeEntry }) => {
  // Status entries as JSON would show their values' line breaks as literal \n.
  if (isStatusEntryList(entry.value)) return <StatusEntriesTable entries={entry.value} headingLevel={3} />;
  const text = attributeText(entry, 'UTC');
  return text ? (
    <Box component="pre" sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
      {text}
    </Box>
  ) : null;
};

/** One display per attribute type; the Record makes a new attribute type fail to compile until shown. */
export const ATTRIBUTE_DISPLAYS: Record<AttributeType, ComponentType<{ entry: AttributeEntry }>> = {
  null: () => null,
  number: Text,
  string: MultilineText,
  strings: Text,
  boolean: Text,
  duration_seconds: Text,
  datetime: ({ entry }) =>
    typeof entry.value === 'string' ? (
      <time dateTime={entry.value}>
        <Text entry={entry} />
      </time>
    ) : (
      <Text entry={entry} />
    ),
  date: Text,
  json: Json,
  readmin_objects: ({ entry }) => (entry.objects?.length ? <RecordLinks objects={entry.objects} /> : <Text entry={{ ...entry, type: 'string' }} />),
};

/** Spec 000 §3.3: an attribute of a type this console does not know shows 'Unknown type'. */
export const AttributeValue = ({ entry }: { entry: AttributeEntry }) => {
  const Display = (ATTRIBUTE_DISPLAYS as Partial<Record<string, ComponentType<{ entry: AttributeEntry }>>>)[entry.type];
  return Display ? <Display entry={entry} /> : <span role="alert">Unknown type</span>;
};
