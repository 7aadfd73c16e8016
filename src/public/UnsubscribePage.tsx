import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  BAD_UNSUBSCRIBE_LINK,
  PREFERENCES_UPDATED,
  USER_UNSUBSCRIBE_EMAILS,
  USER_UNSUBSCRIBE_STATUS,
  type UnsubscribeStatus,
} from '../shared/publicApi/emailPreferences.ts';
import { PublicPage } from './PublicPage.tsx';
import { PublicRequestError, publicRequest } from './publicGraphql.ts';
import { usePublicQuery } from './usePublicQuery.ts';
import { ToastProvider, useToast } from './Toasts.tsx';
import { buttonStyle, errorStyle, noticeStyle } from './forms/formStyles.ts';

const SUBSCRIPTIONS: { key: keyof UnsubscribeStatus; label: string }[] = [
  { key: 'subscribedNotifications', label: 'Receive Game Notifications' },
  { key: 'subscribedCompetitions', label: 'Receive Plays of the Week Notifications' },
  { key: 'subscribedMarketing', label: 'Receive Marketing Notifications' },
];

const NONE: UnsubscribeStatus = { subscribedNotifications: false, subscribedCompetitions: false, subscribedMarketing: false };

const Toggle = ({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) => (
  <label style={{ display: 'flex', alignItems: 'center', gap: 10, marginBottom: 12, fontSize: 16 }}>
    <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} style={{ width: 18, height: 18 }} />
    {label}
  </label>
);

/** The toggles and Save, from the loaded subscriptions (spec 000 §4.5 for Disable All). */
const PreferencesForm = ({ token, initial }: { token: string; initial: UnsubscribeStatus }) => {
  const toast = useToast();
  const [wanted, setWanted] = useState(initial);
  const [disableAll, setDisableAll] = useState(!initial.subscribedNotifications && !initial.subscribedCompetitions && !initial.subscribedMarketing);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string[]>([]);

  const change = (next: UnsubscribeStatus, all: boolean) => {
    setWanted(next);
    setDisableAll(all);
    setSaved(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError([]);
    try {
      await publicRequest(USER_UNSUBSCRIBE_EMAILS, { input: { unsubscribeToken: token, ...wanted } }, { kind: 'mutation' });
      setSaved(true);
    } catch (e) {
      const messages = e instanceof PublicRequestError ? e.messages : [(e as Error).message];
      setError(messages);
      toast(messages);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)}>
      {SUBSCRIPTIONS.map(({ key, label }) => (
        <Toggle key={key} label={label} checked={wanted[key]} onChange={(on) => change({ ...wanted, [key]: on }, on ? false : disableAll)} />
      ))}
      <Toggle label="Disable All Notifications" checked={disableAll} onChange={(on) => change(on ? NONE : wanted, on)} />
      {saved && (
        <p role="status" style={noticeStyle}>
          {PREFERENCES_UPDATED}
        </p>
      )}
      {error.map((message) => (
        <p key={message} role="alert" style={errorStyle}>
          {message}
        </p>
      ))}
      <button type="submit" disabled={saving} style={{ ...buttonStyle, opacity: saving ? 0.5 : 1 }}>
        Save Preferences
      </button>
    </form>
  );
};

/** /unsubscribe?token= (spec 000 §2.10): the email preferences of the link's user. */
const UnsubscribePageBody = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const status = usePublicQuery<{ userUnsubscribeStatus: UnsubscribeStatus | null }>(USER_UNSUBSCRIBE_STATUS, { unsubscribeToken: token });
  const loaded = status.data?.userUnsubscribeStatus;
  const invalid = !token || loaded === null;
  return (
    <PublicPage title="Email Preferences" maxWidth={460}>
      {invalid && (
        <p role="alert" style={errorStyle}>
          {BAD_UNSUBSCRIBE_LINK}
        </p>
      )}
      {status.loading && <p>Loading…</p>}
      {loaded && <PreferencesForm token={token} initial={loaded} />}
    </PublicPage>
  );
};

/** The page's queries run above its frame, so their failures need a toast provider of their own. */
const UnsubscribePage = () => (
  <ToastProvider>
    <UnsubscribePageBody />
  </ToastProvider>
);

export default UnsubscribePage;
