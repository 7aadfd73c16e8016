import type { ComponentType } from 'react';
import { maskedInput } from '../components/MaskedTextInput.tsx';
import { textInput } from '../components/TextInput.tsx';
import { StringInput } from '../suggestions/SuggestingTextInput.tsx';
import { checked, type FieldInputProps, type InputDef } from '../inputDef.ts';
import { IP_MESSAGE, isIpAddress, normalizeIp } from '../rules/ipAddress.ts';
import { isMacAddress, MAC_MESSAGE, normalizeMac } from '../rules/macAddress.ts';
import { emailProblem, phoneProblem, textProblem, urlProblem } from '../rules/textValue.ts';

export const asText = (v: unknown) => (v == null ? '' : String(v));

/** A text field: trimmed where spaces cannot belong, checked by `check` and the field's length and pattern. */
const text = (Input: ComponentType<FieldInputProps<string>>, check: (t: string) => string | null = () => null, trim = false): InputDef<string> => ({
  Input,
  empty: '',
  fromRecord: (field, record) => asText(record[field.name]),
  parse: (field, value) => {
    const t = trim ? value.trim() : value;
    return checked(check(t) ?? textProblem(t, field), t);
  },
});

/** The text-like field types: their box, their check. */
export const TEXT_INPUTS = {
  string: text(StringInput),
  text: text(textInput('text', true)),
  email: text(textInput('email'), emailProblem, true),
  url: text(textInput('url'), urlProblem, true),
  phone: text(textInput('tel'), phoneProblem, true),
  password: { ...text(textInput('password')), fromRecord: () => '' }, // never returned by the API
  ip: text(maskedInput('0.0.0.0/24', normalizeIp), (t) => (isIpAddress(t) ? null : IP_MESSAGE), true),
  mac: text(maskedInput('00:1A:2B:3C:4D:5E', normalizeMac, 'Dashes become colons'), (t) => (isMacAddress(t) ? null : MAC_MESSAGE), true),
} satisfies Record<string, InputDef<string>>;
