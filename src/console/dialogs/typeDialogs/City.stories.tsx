import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { blockedMessages, expectClosed, expectFields, fill, openDialog, requiredMessagesOf, submitAndSend } from '../testing/dialogPlay.ts';
import { busy, filled, invalid, opened, refused } from '../testing/dialogStates.ts';
import { RecordDialogStory } from '../testing/RecordDialogStory.tsx';

/** City's dialogs (spec 001 §2, §5): name, country, state and time zone required; states of the chosen country. */
const meta = { title: 'Dialogs/001 Organisation content/City', component: RecordDialogStory } satisfies Meta<typeof RecordDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const FIELDS = ['Name', 'Country', 'State', 'Time Zone'];
const perth = { id: '1700', readminName: 'Perth', name: 'Perth', countryCode: 'AU', state: 'Western Australia', timeZone: 'Australia/Perth' };

const addCity: Story = {
  args: { typename: 'City', action: 'create' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add City');
    await expectFields(d, FIELDS);
    await expect(d.getByText('Choose a country first.')).toBeInTheDocument();
    const empty = await blockedMessages(canvasElement, d, 'Create');
    await expect(empty).toEqual(['Name is required', 'Country is required', 'State is required', 'Time Zone is required']);
    await expect(empty).toEqual(requiredMessagesOf('City', 'create'));
    await fill(canvasElement, d, { Name: 'Fremantle', Country: 'Australia', State: 'Western Australia', 'Time Zone': 'Australia/Perth' });
    const sent = await submitAndSend(canvasElement, d, 'Create');
    await expect(sent).toEqual({
      method: 'create',
      resource: 'cities',
      params: { data: { name: 'Fremantle', countryCode: 'AU', state: 'Western Australia', timeZone: 'Australia/Perth' } },
    });
    await expectClosed(canvasElement);
  },
};
export const AddCityEmpty = opened(addCity);
export const AddCityFilled = filled(addCity);
export const AddCityInvalid = invalid(addCity);
export const AddCityRefused = refused(addCity);
export const AddCityBusy = busy(addCity);
export const AddCitySubmits = addCity;

const editCity: Story = {
  args: { typename: 'City', action: 'edit', records: [perth] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Edit Perth');
    await expectFields(d, FIELDS);
    await expect(d.getByLabelText(/^Name/)).toHaveValue('Perth');
    await fill(canvasElement, d, { Name: '' });
    await expect(await blockedMessages(canvasElement, d, 'Save')).toEqual(['Name is required']);
    await fill(canvasElement, d, { Name: 'Perth CBD', 'Time Zone': 'UTC' });
    const sent = await submitAndSend(canvasElement, d, 'Save');
    await expect(sent).toEqual({ method: 'update', resource: 'cities', params: { id: '1700', data: { name: 'Perth CBD', timeZone: 'UTC' } } });
    await expectClosed(canvasElement);
  },
};
export const EditCityOpened = opened(editCity);
export const EditCityFilled = filled(editCity);
export const EditCityInvalid = invalid(editCity);
export const EditCityRefused = refused(editCity);
export const EditCityBusy = busy(editCity);
export const EditCitySubmits = editCity;
