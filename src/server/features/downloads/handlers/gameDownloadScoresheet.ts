import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { isTimeZone } from '../../../fieldTypes/validation.ts';
import { scoresheetPdf } from '../scoresheetPdf.ts';
import type { FileResult } from '../../../operations/results.ts';
import type { OperationHandler } from '../../../context.ts';

/** A file name part: ASCII letters and digits joined by dashes (Ōtautahi Owls → otautahi-owls). */
const slug = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '') || 'team';

/**
 * gameDownloadScoresheet (spec 001 §3, §7): the game's scoresheet as a PDF. The availability rule has
 * already made sure the game is completed with both final scores. Times are written in the organisation's
 * time zone (the one the console shows it in), or in UTC when it has none; the sheet says which. It reads
 * only: the executor finds no changed row, so no audit version is written.
 */
const gameDownloadScoresheet: OperationHandler = async ({ trx, rows: [game] }): Promise<FileResult> => {
  const names = await trx
    .selectFrom('games as g')
    .innerJoin('orgs as o', 'o.id', 'g.org_id')
    .innerJoin('leagues as l', 'l.id', 'g.league_id')
    .innerJoin('courts as c', 'c.id', 'g.court_id')
    .leftJoin('venues as v', 'v.id', 'c.venue_id')
    .innerJoin('teams as h', 'h.id', 'g.home_team_id')
    .innerJoin('teams as a', 'a.id', 'g.away_team_id')
    .select(['o.name as org_name', 'o.time_zone', 'l.name as league_name', 'c.name as court_name', 'v.name as venue_name'])
    .select(['h.name as home_name', 'a.name as away_name'])
    .where('g.id', '=', game.id)
    .executeTakeFirstOrThrow();
  const timeZone = names.time_zone && isTimeZone(names.time_zone) ? names.time_zone : 'UTC';
  const at = (value: unknown, pattern: string) => format(new TZDate(new Date(value as string | Date), timeZone), pattern);
  const bytes = await scoresheetPdf({
    orgName: names.org_name,
    leagueName: names.league_name,
    venueName: names.venue_name,
    courtName: names.court_name,
    playedAt: at(game.played_at, 'EEEE d MMMM yyyy, HH:mm'),
    completedAt: at(game.completed_at, 'EEEE d MMMM yyyy, HH:mm'),
    timeZone,
    home: { name: names.home_name, score: game.home_score as number, forfeit: game.home_forfeit as boolean },
    away: { name: names.away_name, score: game.away_score as number, forfeit: game.away_forfeit as boolean },
  });
  const day = at(game.played_at, 'yyyy-MM-dd');
  return { bytes, filename: `scoresheet-${slug(names.home_name)}-vs-${slug(names.away_name)}-${day}.pdf` };
};

export default gameDownloadScoresheet;
