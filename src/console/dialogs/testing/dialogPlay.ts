import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { registry } from '../../testing/allTypes.ts';
import { requiredMessage } from '../../inputs/rules/required.ts';
import { actionOperation } from '../actionOperation.ts';
import { passing } from './playStops.ts';
import type { SentRequest } from './SentRequests.tsx';

/**
 * Steps of a dialog story's play function: open the dialog by its title, check its fields, fill them as a
 * person does, submit, read what 'Cannot submit' lists and what the dialog sent. Every step waits on a
 * condition (findBy, waitFor), never a fixed time: the stories run on busy machines.
 */

export type Dialog = ReturnType<typeof within> & { element: HTMLElement };
/**
 * What a field is filled with: text, a choice's label (select or picker), several picks, a checkbox's
 * state, a file, or { typed } for text typed into a box that only suggests values (a string field's `suggest`).
 */
export type FillValue = string | string[] | boolean | File | { typed: string };

const page = (canvas: HTMLElement) => within(canvas.ownerDocument.body);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field's label as the dialog shows it: the metadata's label, with its asterisk when required. */
export const labelled = (label: string) => new RegExp(`^${escape(label)}[\\s*]*$`);

/** The open dialog of this title (e.g. 'Add Camera', 'Edit Settings cam-central-1'), once it shows. */
export const openDialog = async (canvas: HTMLElement, title: string): Promise<Dialog> => {
  const element = await page(canvas).findByRole('dialog', { name: title });
  return Object.assign(within(element), { element });
};

/** The names of the fields the dialog shows (their inputs' ids are field-{name}). */
const shownFields = (d: Dialog) =>
  new Set([...d.element.querySelectorAll('[id^="field-"]')].map((e) => /^field-([A-Za-z0-9]+)/.exec(e.id)?.[1]).filter(Boolean));

/** The dialog shows exactly these fields, by label, in any order. */
export const expectFields = async (d: Dialog, labels: string[]) => {
  for (const label of labels) await expect(await d.findByLabelText(labelled(label))).toBeInTheDocument();
  await expect(shownFields(d).size).toBe(labels.length);
};

const NATIVE_PICKERS = ['date', 'datetime-local', 'time'];

/** Replaces a text box's content with `text`, pasted as one input (typing a key at a time re-renders the whole form for each). */
const replaceText = async (input: HTMLElement, text: string) => {
  await userEvent.clear(input);
  if (text !== '') await userEvent.paste(text);
};

/**
 * Picks `name` in a search-as-you-type picker (a reference field): searches for it and clicks its option,
 * until the pick shows (the box's text, or a chip of a multiple picker) with the options closed. A click can
 * land on an option that the arriving search results just replaced; it is then made again on the new one.
 * The box holds the typed name whether or not the click picked it, so only the options closing tells a pick
 * from a missed click (a missed click on a multiple picker once sent the form unchanged).
 */
const pick = async (canvas: HTMLElement, box: HTMLInputElement, name: string) => {
  const root = box.closest<HTMLElement>('.MuiAutocomplete-root')!;
  const chips = () => [...root.querySelectorAll('.MuiChip-label')].map((chip) => chip.textContent);
  const picked = () => box.getAttribute('aria-expanded') !== 'true' && (box.value === name || chips().includes(name));
  for (let attempt = 1; ; attempt++) {
    await replaceText(box, name);
    await userEvent.click(await page(canvas).findByRole('option', { name }));
    try {
      return await waitFor(() => expect(picked()).toBe(true));
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
};

/** Fills the fields as a person does, in order: labels to values (see FillValue). */
export const fill = async (canvas: HTMLElement, d: Dialog, values: Record<string, FillValue>) => {
  for (const [label, value] of Object.entries(values)) {
    // A field edited with a slider too (an incident's Start) is typed into its box, as a person would.
    const labelledInputs = await d.findAllByLabelText(labelled(label));
    const input = labelledInputs.find((i: HTMLElement) => (i as HTMLInputElement).type !== 'range') ?? labelledInputs[0];
    if (value instanceof File) await userEvent.upload(input, value);
    else if (typeof value === 'object' && 'typed' in value) await replaceText(input, value.typed);
    else if (typeof value === 'boolean') {
      if ((input as HTMLInputElement).checked !== value) await userEvent.click(input);
      await expect(input).toHaveProperty('checked', value);
    } else if (input instanceof HTMLSelectElement) {
      await waitFor(() => expect([...input.options].map((o) => o.textContent)).toContain(value));
      await userEvent.selectOptions(input, value as string);
    } else if (input.getAttribute('role') === 'combobox') {
      for (const name of [value].flat()) await pick(canvas, input as HTMLInputElement, name);
    } else if (NATIVE_PICKERS.includes((input as HTMLInputElement).type)) fireEvent.change(input, { target: { value } });
    else await replaceText(input, value as string);
  }
};

/** Clicks the submit button and answers what 'Cannot submit' lists, then closes it (OK). */
export const blockedMessages = async (canvas: HTMLElement, d: Dialog, submit: string): Promise<string[]> => {
  await userEvent.click(d.getByRole('button', { name: submit }));
  const blocked = await openDialog(canvas, 'Cannot submit');
  const messages = within(blocked.getByRole('list', { name: 'Problems' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');
  passing(canvas, 'blocked');
  await userEvent.click(blocked.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(page(canvas).queryByRole('dialog', { name: 'Cannot submit' })).toBeNull());
  return messages;
};

/**
 * '{label} is required' for each field of the action that must be filled in and has no default (its
 * operation's arguments for a custom action), in the dialog's order: what submitting it empty lists.
 * Fields shown only on a condition (visibleWhen, requiredWhen) are left to the story.
 */
export const requiredMessagesOf = (typename: string, actionName: string): string[] => {
  const type = registry.types[typename];
  const action = type.actions.find((a) => a.name === actionName)!;
  const operation = actionOperation(type, action);
  const fields = operation && !operation.update ? operation.arguments : type.fields;
  return action.fields
    .map((name) => fields.find((f) => f.name === name)!)
    .filter((f) => f.required && f.default === undefined && !f.visibleWhen && !f.requiredWhen)
    .map((f) => requiredMessage(f.label));
};

/** The writes the dialog has sent so far, once there are `count` of them. */
export const sentRequests = async (canvas: HTMLElement, count = 1): Promise<SentRequest[]> => {
  // Hidden from assistive technology while a dialog is open (MUI's modal sets aria-hidden on the rest of the page).
  const region = page(canvas).getByRole('region', { name: 'Requests sent', hidden: true });
  await waitFor(() => expect(region.querySelectorAll('pre').length).toBeGreaterThanOrEqual(count));
  return [...region.querySelectorAll('pre')].map((pre) => JSON.parse(pre.textContent ?? '') as SentRequest);
};

/** The write a declared operation's dialog sends: its mutation and input, as the data provider gets them. */
export const customActionSent = (mutation: string, input: Record<string, unknown>) => ({
  method: 'runOperation',
  operation: mutation,
  params: input,
});

/** Submits (or confirms) with `button`, then answers the one write sent. */
export const submitAndSend = async (canvas: HTMLElement, d: Dialog, button: string): Promise<SentRequest> => {
  passing(canvas, 'beforeSubmit');
  await userEvent.click(d.getByRole('button', { name: button }));
  const [request] = await sentRequests(canvas);
  passing(canvas, 'sent');
  return request;
};

/** The dialog closed after a successful submit. */
export const expectClosed = async (canvas: HTMLElement) => expect(await within(canvas).findByText('Dialog closed')).toBeInTheDocument();

/** A type-to-confirm dialog: the button stays disabled until the word is typed in upper case, then confirms. */
export const typeToConfirm = async (d: Dialog, word: string, button: string) => {
  const prompt = `Please type "${word}" to confirm`;
  const confirm = d.getByRole('button', { name: button });
  await expect(confirm).toBeDisabled();
  await userEvent.type(d.getByLabelText(prompt), word.toLowerCase());
  await expect(confirm).toBeDisabled();
  await userEvent.clear(d.getByLabelText(prompt));
  await userEvent.type(d.getByLabelText(prompt), word);
  await expect(confirm).toBeEnabled();
};
