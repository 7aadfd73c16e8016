import { equalText } from './filters.ts';
import { asText } from './exportText.ts';
import { fail, fitsText, matching, text } from './checks.ts';
import { filteredValue, noCursor, plainValue, type ServerFieldType } from './serverFieldType.ts';

/** Text stored as text: the checks of spec 000 §5 (the console's textDefs.ts mirrors them). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const IP = /^((25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(25[0-5]|2[0-4]\d|1?\d?\d)(\/([12]?\d|3[0-2]))?$/;
const MAC = /^([0-9A-F]{2}:){5}[0-9A-F]{2}$/;
const PHONE = /^\+?[0-9 ()-]{6,20}$/;

const plainText = (check: ServerFieldType['check']): ServerFieldType => ({
  check,
  filter: equalText,
  exportText: asText,
  audit: plainValue,
  fitsCursor: fitsText,
});

const url: ServerFieldType['check'] = (v, f) => {
  const t = text(v, f);
  if (!t.ok) return t;
  try {
    return /^https?:$/.test(new URL(v as string).protocol) ? t : fail('must be an http or https URL');
  } catch {
    return fail('must be a URL');
  }
};

export const TEXT_TYPES = {
  string: plainText(text),
  text: plainText(text),
  email: plainText(matching(EMAIL, 'must be an email address')),
  url: plainText(url),
  phone: plainText(matching(PHONE, 'must be a phone number')),
  ip: plainText(matching(IP, 'must be four dotted numbers with an optional /prefix')),
  // Dashes become colons and letters upper case, as the console's mask writes them.
  mac: plainText((v, f) =>
    matching(MAC, 'must be six pairs of hex digits separated by colons')(typeof v === 'string' ? v.replace(/-/g, ':').toUpperCase() : v, f),
  ),
  // Write-only: never filtered, exported or sorted by (readableFields never hands one out); audits record only that it changed.
  password: {
    check: text,
    filter: null,
    exportText: ({ field }) => {
      throw new Error(`password field '${field.name}' cannot be exported`);
    },
    audit: filteredValue,
    fitsCursor: noCursor,
  },
} satisfies Record<string, ServerFieldType>;
