import type { Selectable } from 'kysely';
import type { TeamRegistrationRow } from '../../../generated/database.ts';
import { recordVersions } from '../../audit/versions.ts';
import { hashSecretToken } from '../../auth/secretTokens.ts';
import type { RequestContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { invalidInput } from '../../errors.ts';
import { cleanEntry, registrationProblems, type RegistrationEntry, type RegistrationLists } from '../../../shared/publicApi/teamRegistrationRules.ts';
import type { PublicApi } from './publicApi.ts';

/** Spec 000 §8: the answer for a link that is unknown, removed or past its expiry. */
export const FORM_GONE = 'This registration form is either expired or removed.';

/** How the paper trail names a change made through a form's link (there is no signed-in user). */
export const REGISTRATION_LINK_ACTOR = 'team registration link';

type Form = Selectable<TeamRegistrationRow>;

/** The form of a live (unexpired) link, through the link throttle: an unknown or expired token is a miss. */
const findLiveForm = (ctx: RequestContext, token: unknown, db: Db = ctx.db, lock = false): Promise<Form | null> =>
  ctx.linkThrottle.lookup(ctx.clientAddress, async () => {
    if (typeof token !== 'string' || token === '' || token.length > 200) return null;
    let query = db.selectFrom('team_registrations').selectAll().where('token_hash', '=', hashSecretToken(token)).where('expires_at', '>', new Date());
    if (lock) query = query.forUpdate();
    return (await query.executeTakeFirst()) ?? null;
  });

const entries = (json: unknown): Required<RegistrationEntry>[] =>
  Array.isArray(json)
    ? json.map((e: Record<string, unknown>) => {
        const text = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));
        return {
          playerNumber: text(e.playerNumber),
          firstName: text(e.firstName),
          lastName: text(e.lastName),
          email: text(e.email),
          phoneNumber: text(e.phoneNumber),
          birthdate: text(e.birthdate),
        };
      })
    : [];

/** The page's view of a form (spec 000 §3.1): its team, the team's leagues and the organisation's time zone. */
const formAnswer = async (db: Db, form: Form) => {
  const team = await db.selectFrom('teams').select(['name', 'league_ids']).where('id', '=', form.team_id).executeTakeFirstOrThrow();
  const org = await db.selectFrom('orgs').select('time_zone').where('id', '=', form.org_id).executeTakeFirstOrThrow();
  const leagues = team.league_ids.length
    ? await db.selectFrom('leagues').select('name').where('id', 'in', team.league_ids).orderBy('name').execute()
    : [];
  return {
    id: String(form.id),
    expiresAt: new Date(form.expires_at).toISOString(),
    submittedAt: form.submitted_at ? new Date(form.submitted_at).toISOString() : null,
    teamName: team.name,
    leagueNames: leagues.map((l) => l.name),
    orgTimeZone: org.time_zone,
    players: entries(form.players),
    historicPlayers: entries(form.historic_players),
    supporters: entries(form.supporters),
  };
};

const listArgument = (value: unknown): RegistrationEntry[] | undefined => (Array.isArray(value) ? (value as RegistrationEntry[]) : undefined);

/**
 * Team registration form (spec 000 §2.9, §4.3, §7): read by its secret link, submitted (again) until it
 * expires. A submission replaces the stored lists and is audited with the link as the actor.
 */
export const teamRegistrationApi: PublicApi = {
  Query: {
    teamRegistrationForm: async (_root, args, ctx) => {
      const form = await findLiveForm(ctx, args.token);
      return form && formAnswer(ctx.db, form);
    },
  },
  Mutation: {
    teamRegistrationFormSubmit: async (_root, args, ctx) => {
      const input = (args.input ?? {}) as Record<string, unknown>;
      const players = listArgument(input.players) ?? [];
      const supporters = listArgument(input.supporters) ?? [];
      const historicInput = listArgument(input.historicPlayers);
      return ctx.db.transaction().execute(async (db) => {
        const form = await findLiveForm(ctx, input.teamRegistrationToken, db, true);
        if (!form) throw invalidInput([{ field: 'teamRegistrationToken', message: FORM_GONE }]);
        const lists: RegistrationLists = { players, supporters, historicPlayers: historicInput ?? entries(form.historic_players) };
        const problems = registrationProblems(lists);
        if (problems.length) throw invalidInput(problems.map((message) => ({ field: 'input', message })));
        const now = new Date();
        const after = await db
          .updateTable('team_registrations')
          .set({
            players: JSON.stringify(lists.players.map((e) => cleanEntry(e, true))),
            historic_players: JSON.stringify(lists.historicPlayers.map((e) => cleanEntry(e, false))),
            supporters: JSON.stringify(lists.supporters.map((e) => cleanEntry(e, false))),
            submitted_at: now,
            updated_at: now,
          })
          .where('id', '=', form.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const type = ctx.registry.types.TeamRegistration;
        await recordVersions(db, ctx.registry, type, 'update', { userId: null, via: REGISTRATION_LINK_ACTOR }, [
          { id: form.id, before: form, after },
        ]);
        return formAnswer(db, after);
      });
    },
  },
};
