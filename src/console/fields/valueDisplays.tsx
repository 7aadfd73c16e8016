import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import { useDisplayTimeZone } from '../timeZone/DisplayTimeZoneContext.tsx';
import { formatDate, formatDateTime, formatDuration, formatNumber } from './format.ts';

/**
 * Displays of plain values, shared by list cells (field types) and detail attribute entries
 * (attribute types). Every display renders nothing for null so empty cells stay empty.
 */
export const TextValue = ({ value }: { value: unknown }) => (value == null ? null : <span>{String(value)}</span>);

export const NumberValue = ({ value }: { value: unknown }) =>
  typeof value === 'number' ? <span>{formatNumber(value)}</span> : <TextValue value={value} />;

export const BooleanValue = ({ value }: { value: unknown }) => (value == null ? null : <span>{value ? 'Yes' : 'No'}</span>);

export const DateValue = ({ value }: { value: unknown }) => (typeof value === 'string' ? <span>{formatDate(value)}</span> : null);

export const DateTimeValue = ({ value }: { value: unknown }) => {
  const { timeZone } = useDisplayTimeZone();
  return typeof value === 'string' ? <time dateTime={value}>{formatDateTime(value, timeZone)}</time> : null;
};

export const DurationValue = ({ value }: { value: unknown }) => (typeof value === 'number' ? <span>{formatDuration(value)}</span> : null);

export const JsonValue = ({ value }: { value: unknown }) =>
  value == null ? null : (
    <Box component="code" sx={{ fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
      {JSON.stringify(value)}
    </Box>
  );

export const StringsValue = ({ value }: { value: unknown }) => (Array.isArray(value) ? <span>{value.map(String).join(', ')}</span> : null);

export const ExternalLinkValue = ({ value, href }: { value: unknown; href?: string }) =>
  typeof value === 'string' && value ? (
    <MuiLink href={href ?? value} target="_blank" rel="noreferrer">
      {value}
    </MuiLink>
  ) : null;
