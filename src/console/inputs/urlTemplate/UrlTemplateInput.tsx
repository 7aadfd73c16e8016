import { useConsoleQuery } from '../../operations/useConsoleQuery.ts';
import type { FieldInputProps } from '../inputDef.ts';
import { textInput } from '../components/TextInput.tsx';

const PlainTextInput = textInput();

/** The address a template makes of a value: {slug} replaced by it (as typed, encoded). */
export const addressOf = (template: string, value: string): string => template.split('{slug}').join(encodeURIComponent(value));

/**
 * The text box of a string field that is part of an address (a field's `urlTemplate`: a public league
 * page's slug): under the box, the address the server's template makes of what is typed.
 */
export const UrlTemplateInput = (props: FieldInputProps<string>) => {
  const query = props.field.urlTemplate!;
  const { data: template } = useConsoleQuery('urlTemplate', { query }, { staleTime: 5 * 60_000 });
  const value = props.value.trim();
  const address = template && value ? `Address: ${addressOf(template, value)}` : null;
  const help = [props.field.help, address].filter(Boolean).join(' ');
  return <PlainTextInput {...props} field={{ ...props.field, help }} />;
};
