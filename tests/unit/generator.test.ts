import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { addTrophy, copyProject } from '../fixtures/projectCopy.ts';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../support/testServer.ts';
import { databasePlan, diffPlans } from '../../src/generator/tablePlan.ts';
import { readFeatureSdl, readMetadataDir } from '../../src/metadata/load.ts';
import { runMetadataPipeline } from '../../src/metadata/pipeline.ts';
import { operationNames } from '../../src/metadata/normalized.ts';
import { buildSdl } from '../../src/metadata/sdl/sdl.ts';
import { buildSchema } from 'graphql';

const generate = (root: string, ...flags: string[]) =>
  execFileSync('npx', ['tsx', join(ROOT, 'scripts/generate.ts'), '--root', root, ...flags], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' });

const registry = runMetadataPipeline(readMetadataDir(join(ROOT, 'metadata'), ROOT)).registry!;

describe('generator', () => {
  let copy: string;
  beforeAll(() => {
    copy = copyProject('readmin-gen-');
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('finds the committed generated files up to date', () => {
    expect(generate(ROOT, '--check')).toMatch(/generated files are up to date/);
  });

  it('changes nothing when run twice', () => {
    expect(generate(copy)).toMatch(/nothing to generate/);
  });

  it('fails the check when a generated file is stale', () => {
    const sdl = join(copy, 'src/generated/schema.graphql');
    writeFileSync(sdl, `${readFileSync(sdl, 'utf8')}\n# edited by hand\n`);
    let status = 0;
    try {
      generate(copy, '--check');
    } catch (e) {
      status = (e as { status: number }).status;
    }
    expect(status).toBe(1);
    generate(copy);
    expect(readFileSync(sdl, 'utf8')).not.toContain('edited by hand');
  });

  it('fails the check when the metadata reference is stale, and writes it again', () => {
    const reference = join(copy, 'docs/metadata-reference.md');
    writeFileSync(reference, readFileSync(reference, 'utf8').replace('platformGroup', 'platformGroop'));
    let output = '';
    try {
      generate(copy, '--check');
    } catch (e) {
      output = (e as { stderr: string }).stderr;
    }
    expect(output).toContain('docs/metadata-reference.md');
    generate(copy);
    expect(readFileSync(reference, 'utf8')).toBe(readFileSync(join(ROOT, 'docs/metadata-reference.md'), 'utf8'));
  });

  it('turns one new metadata file into a migration, GraphQL types, operations and a resource', () => {
    addTrophy(copy);
    const before = readdirSync(join(copy, 'migrations'));
    generate(copy);
    const added = readdirSync(join(copy, 'migrations')).filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    const migration = readFileSync(join(copy, 'migrations', added[0]), 'utf8');
    expect(migration).toContain('CREATE TABLE trophies');
    expect(migration).toContain('ALTER TABLE trophies ADD CONSTRAINT trophies_org_id_fkey FOREIGN KEY (org_id) REFERENCES orgs (id)');
    const sdl = readFileSync(join(copy, 'src/generated/schema.graphql'), 'utf8');
    expect(sdl).toContain('type Trophy implements ReadminObject');
    expect(sdl).toMatch(/addTrophy\(input: AddTrophyInput!\): Trophy!/);
    expect(sdl).toMatch(/trophiesUpdate\(input: TrophiesUpdateInput!\): \[Trophy!\]!/);
    expect(readFileSync(join(copy, 'src/generated/resources.ts'), 'utf8')).toContain('route: "trophies"');
    expect(generate(copy)).toMatch(/nothing to generate/);
  });
});

describe('metadata reference', () => {
  const reference = readFileSync(join(ROOT, 'docs/metadata-reference.md'), 'utf8');

  it('lists every property with its type and the description the schema gives it', () => {
    expect(reference).toMatch(/^\| `orgGroupOrder` \| integer \| Position of the list's link in an organisation's group/m);
    expect(reference).toMatch(/^\| `platformGroup` \| `"Organisation Management"`, `"Venue Management"`, `"Integration"`, `"Others"`, `"none"` \| /m);
    expect(reference).toMatch(/^\| `defaultActions` \| boolean \| default `true`\. Whether the type gets the usual console actions/m);
    // Nested objects are spelled as paths, lists of them with [].
    expect(reference).toMatch(/^\| `label\.singular` \| string \| \*\*required\*\*\. /m);
    expect(reference).toMatch(/^\| `checks\[\]\.rule` \| \[condition\]\(#condition\) \| \*\*required\*\*\. A JSON Logic expression/m);
    // The demo rows' own schema follows the record type's.
    expect(reference).toContain('## Demo rows');
  });
});

describe('operation names', () => {
  const specOperations = new Set(
    readFileSync(join(ROOT, '../shared/spec/operations.txt'), 'utf8')
      .split('\n')
      .filter((l) => /^(query|mutation) /.test(l))
      .map((l) => l.split(' ')[1]),
  );

  /**
   * System Notes are added, edited and removed (spec 000 §3.3) but the spec names no operations for them.
   * GameDay associations and venues are edited (001 §2) through addGdAssociation and addGdVenue 'also used for
   * edit' (001 §7); a generated create never updates, so their edits have an operation of their own.
   * API credentials (the partner's Credentials tab, 002 §2.9) are issued, edited and revoked by platform admins;
   * the spec names no operations for them.
   * Add game manually and Add missing game (001 §2) cut the game's video from the court's recordings; the spec's
   * addGame stays the plain create of a game's fields (API clients, tests), and these run the cut besides.
   * The player portal link (002 §2.11) is the spec's Person.userOnsenAuthUrl (§3): a signed sign-in link, minted by an
   * operation for those who may update the person rather than a field every reader of a person receives.
   * Live scorer, widget, original video and registration links are stored hashed, so the console cannot
   * show an old link: each has an action that makes a new one and shows it once.
   */
  const BEYOND_THE_SPEC = [
    'apiCredentialsUpdate',
    'apiCredentialsRemove',
    'apiCredentialRevoke',
    'issueApiCredential',
    'addGameManually',
    'gameScheduleAddMissingGame',
    'gdAssociationUpdate',
    'gdVenueUpdate',
    'liveStreamWidgetLink',
    'liveStreamScorerNewLink',
    'addNote',
    'notesUpdate',
    'notesRemove',
    'originalVideoRequestNewLink',
    'personUserOnsenAuthUrl',
    'teamRegistrationRegenerateLink',
    // Recompute on the usage report (the spec lists the report, not how it is computed).
    'usageReportRecompute',
    // A venue server's credential for the venue server API (issue 54: the spec has venue servers but no channel to them).
    'venueServerIssueCredential',
  ];

  it('generates only mutations the spec names, for the types declared so far', () => {
    const names = Object.values(registry.types).flatMap(operationNames);
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((n) => !specOperations.has(n))).toEqual(BEYOND_THE_SPEC);
  });

  it('exposes every operation of the generated SDL that the spec lists for these types', () => {
    // The root queries of features (org, video, camera, …) come from their SDL, as npm run generate reads it.
    const schema = buildSchema(buildSdl(registry, readFeatureSdl(ROOT)));
    const exposed = new Set([...Object.keys(schema.getQueryType()!.getFields()), ...Object.keys(schema.getMutationType()!.getFields())]);
    for (const name of [
      'addOrg',
      'orgsUpdate',
      'addVenue',
      'venuesUpdate',
      'addCourt',
      'courtsUpdate',
      'addLeague',
      'leaguesUpdate',
      'addTeam',
      'teamsUpdate',
      'login',
      'logout',
      'currentUser',
      'org',
      'apiPartner',
      'timeZones',
      'readminObject',
      'readminObjects',
      'readminObjectsCount',
      'readminObjectTypedef',
      'video',
      'videos',
      'opsWarningCategories',
      'camera',
      'venueServer',
    ]) {
      expect(exposed).toContain(name);
      expect(specOperations).toContain(name);
    }
  });
});

describe('migration diff', () => {
  it('indexes an order after the reference filters it is declared indexedWith, in its exact ORDER BY', () => {
    const games = databasePlan(registry).games.indexes;
    expect(games.games_league_id_order_newest_idx).toBe(
      'CREATE INDEX games_league_id_order_newest_idx ON games (league_id, played_at DESC NULLS LAST, id DESC)',
    );
    expect(games.games_league_id_order_oldest_idx).toBe(
      'CREATE INDEX games_league_id_order_oldest_idx ON games (league_id, played_at ASC NULLS LAST, id ASC)',
    );
    // The order's own index stays, for the list of every league.
    expect(games.games_order_newest_idx).toBe('CREATE INDEX games_order_newest_idx ON games (played_at DESC NULLS LAST, id DESC)');
  });

  it('adds a column for a new field and refuses to drop one on its own', () => {
    const plan = databasePlan(registry);
    const grown = structuredClone(plan);
    grown.teams.columns.colour = { definition: 'text' };
    expect(diffPlans(plan, grown).statements).toEqual(['ALTER TABLE teams ADD COLUMN colour text']);
    expect(diffPlans(grown, plan).blocked).toEqual(['teams.colour is no longer declared: drop it with a hand-written migration']);
  });
});
