import { FIELD_DISPLAYS, type FieldDisplayProps } from './fieldDisplays.tsx';

/**
 * Shows one field of a record by its type. A registry newer than this bundle may carry a type the map
 * does not know: that is shown as an error, never as plain text.
 */
export const FieldDisplay = ({ field, record }: FieldDisplayProps) => {
  const Display = (FIELD_DISPLAYS as Partial<typeof FIELD_DISPLAYS>)[field.type];
  if (!Display) {
    return (
      <span role="alert" style={{ color: '#d32f2f' }}>
        Unknown field type: {String(field.type)}
      </span>
    );
  }
  return <Display field={field} record={record} />;
};
