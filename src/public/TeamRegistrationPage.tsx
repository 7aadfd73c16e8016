import { useParams } from 'react-router-dom';
import { TEAM_REGISTRATION_FORM, type TeamRegistrationFormData } from '../shared/publicApi/teamRegistration.ts';
import { PublicPage } from './PublicPage.tsx';
import { usePublicQuery } from './usePublicQuery.ts';
import { RegistrationForm } from './teamRegistration/RegistrationForm.tsx';

/** Spec 000 §8: a link that is unknown, removed or past its expiry. */
export const FORM_GONE = 'This registration form is either expired or removed.';

/** Spec 000 §9: the registration form's page is wider than the other public pages. */
const MAX_WIDTH = 1100;

/** Team registration form (spec 000 §2.9, §4.3): read fresh from the server each time the page opens. */
const TeamRegistrationPage = () => {
  const token = useParams().token ?? '';
  const { data, error, loading } = usePublicQuery<{ teamRegistrationForm: TeamRegistrationFormData | null }>(TEAM_REGISTRATION_FORM, { token });
  const form = data?.teamRegistrationForm;
  if (form)
    return (
      <PublicPage title={`Registration Form for ${form.teamName}`} maxWidth={MAX_WIDTH}>
        <RegistrationForm key={form.id} token={token} form={form} />
      </PublicPage>
    );
  return (
    <PublicPage title="Registration Form" maxWidth={MAX_WIDTH}>
      {loading ? <p>Loading…</p> : data ? <p role="alert">{FORM_GONE}</p> : error && <p>The registration form could not be loaded.</p>}
    </PublicPage>
  );
};

export default TeamRegistrationPage;
