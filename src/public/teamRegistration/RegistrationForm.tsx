import { useState } from 'react';
import { formatZonedDateTime } from '../../shared/zonedDateTime.ts';
import {
  TEAM_REGISTRATION_FORM_SUBMIT,
  type TeamRegistrationEntryData,
  type TeamRegistrationFormData,
} from '../../shared/publicApi/teamRegistration.ts';
import { LISTS, registrationProblems, type ListName, type RegistrationEntry } from '../../shared/publicApi/teamRegistrationRules.ts';
import { PublicRequestError, publicRequest } from '../publicGraphql.ts';
import { useToast } from '../Toasts.tsx';
import { CannotSubmitDialog } from './CannotSubmitDialog.tsx';
import { button, EntrySection, type EditedEntry } from './EntrySection.tsx';
import { ENTRY_TABLE_CSS } from './entryTableStyles.ts';

/** Spec 000 §8: the success message of a submission. */
export const SUBMITTED = 'Registration form submitted.';

type Lists = Record<ListName, EditedEntry[]>;

/** A long league name wraps instead of widening the page. */
const detail = { margin: 0, overflowWrap: 'anywhere' } as const;

const ADD_LABELS: Record<ListName, string> = { players: 'Add player', historicPlayers: 'Add historical player', supporters: 'Add supporter' };

/** Row keys only tell rows apart while editing: a page-wide counter is enough. */
let nextKey = 1;
const blank = (): EditedEntry => ({ key: nextKey++, playerNumber: '', firstName: '', lastName: '', email: '', phoneNumber: '', birthdate: '' });
const edited = (e: TeamRegistrationEntryData): EditedEntry => ({
  ...blank(),
  ...Object.fromEntries(Object.entries(e).map(([k, v]) => [k, v ?? ''])),
});
const listsOf = (f: TeamRegistrationFormData): Lists => ({
  players: f.players.map(edited),
  historicPlayers: f.historicPlayers.map(edited),
  supporters: f.supporters.map(edited),
});

const plain = (entry: EditedEntry): RegistrationEntry => {
  const { key: _key, ...fields } = entry;
  return fields;
};

/**
 * The editable form (spec 000 §2.9): three lists, checked by the shared rules before sending; Reset goes
 * back to the values last loaded (or last submitted).
 */
export const RegistrationForm = ({ token, form: loaded }: { token: string; form: TeamRegistrationFormData }) => {
  const toast = useToast();
  const [form, setForm] = useState(loaded);
  const [lists, setLists] = useState<Lists>(() => listsOf(loaded));
  const [blocked, setBlocked] = useState<string[] | null>(null);
  const [sending, setSending] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const submit = async () => {
    const entries = { players: lists.players.map(plain), historicPlayers: lists.historicPlayers.map(plain), supporters: lists.supporters.map(plain) };
    const problems = registrationProblems(entries);
    if (problems.length) return setBlocked(problems);
    setSending(true);
    setSubmitted(false);
    try {
      const answer = await publicRequest<{ teamRegistrationFormSubmit: TeamRegistrationFormData }>(
        TEAM_REGISTRATION_FORM_SUBMIT,
        { input: { teamRegistrationToken: token, ...entries } },
        { kind: 'mutation' },
      );
      setForm(answer.teamRegistrationFormSubmit);
      setLists(listsOf(answer.teamRegistrationFormSubmit));
      setSubmitted(true);
    } catch (e) {
      toast(e instanceof PublicRequestError ? e.messages : [(e as Error).message]);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <style>{ENTRY_TABLE_CSS}</style>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: '4px 16px', margin: 0 }}>
        <dt>Leagues</dt>
        <dd style={detail}>{form.leagueNames.join(', ') || 'None'}</dd>
        <dt>Time zone</dt>
        <dd style={detail}>{form.orgTimeZone}</dd>
        <dt>Expires</dt>
        <dd style={detail}>{formatZonedDateTime(form.expiresAt, form.orgTimeZone)}</dd>
        {form.submittedAt && (
          <>
            <dt>Submitted</dt>
            <dd style={detail}>{formatZonedDateTime(form.submittedAt, form.orgTimeZone)}</dd>
          </>
        )}
      </dl>
      {LISTS.map(({ name, title, row }) => (
        <EntrySection
          key={name}
          title={title}
          row={row}
          active={name === 'players'}
          entries={lists[name]}
          addLabel={ADD_LABELS[name]}
          onChange={(entries) => setLists((l) => ({ ...l, [name]: entries }))}
          onAdd={() => setLists((l) => ({ ...l, [name]: [...l[name], blank()] }))}
        />
      ))}
      {submitted && (
        <p role="status" style={{ marginTop: 24, padding: '10px 14px', background: '#e8f5e9', color: '#1b5e20', borderRadius: 4 }}>
          {SUBMITTED}
        </p>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 28 }}>
        <button type="submit" disabled={sending} style={{ ...button, background: '#1565c0', borderColor: '#1565c0', color: '#fff' }}>
          {form.submittedAt ? 'Re-submit' : 'Submit'}
        </button>
        <button
          type="button"
          disabled={sending}
          onClick={() => {
            setLists(listsOf(form));
            setSubmitted(false);
          }}
          style={button}
        >
          Reset
        </button>
      </div>
      {blocked && <CannotSubmitDialog messages={blocked} onClose={() => setBlocked(null)} />}
    </form>
  );
};
