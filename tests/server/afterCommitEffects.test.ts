import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { plainRegistry, startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import type { NormalizedCustomOperation, Registry } from '../../src/metadata/normalized.ts';
import { FEATURES } from '../../src/server/features/index.ts';
import { invalidInput } from '../../src/server/errors.ts';
import { captureLogs } from '../support/logCapture.ts';
import type { OperationHandler } from '../../src/server/context.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const QUEUE = 'test-after-commit';

/**
 * A handler that queues an email and a job, then ends as its `outcome` argument says: commits, throws,
 * moves the game out of the caller's organisation (the executor's ownership check then refuses after the
 * handler returned), or queues a job on a queue that does not exist.
 */
const testEffects: OperationHandler = async ({ ctx, trx, rows, args, sendEmail, enqueueJob }) => {
  sendEmail({ to: ctx.viewer!.email, subject: `Effects ${String(args.tag)}`, text: 'After the commit only.\n' });
  await enqueueJob(args.outcome === 'unknownQueue' ? 'no-such-queue' : QUEUE, { tag: args.tag });
  if (args.outcome === 'throw') throw invalidInput([{ field: 'outcome', message: 'Refused after queuing' }]);
  if (args.outcome === 'leaveReach') await trx.updateTable('games').set({ org_id: 2 }).where('id', '=', rows[0].id).execute();
  return `done ${String(args.tag)}`;
};

/** The product's registry plus one operation on Game whose handler is the one above. */
const withTestOperation = (): Registry => {
  const copy = structuredClone(plainRegistry);
  const operation: NormalizedCustomOperation = {
    name: 'testEffects',
    description: 'Test only: queues an email and a job.',
    target: 'one',
    ids: 'gameId',
    grant: 'update',
    roles: ['platformAdmin', 'orgAdmin'],
    arguments: [
      {
        name: 'outcome',
        column: 'outcome',
        label: 'Outcome',
        type: 'enum',
        required: true,
        options: ['commit', 'throw', 'leaveReach', 'unknownQueue'].map((value) => ({ value, label: value })),
      },
      { name: 'tag', column: 'tag', label: 'Tag', type: 'string', required: true },
    ],
    handler: 'testEffects',
    returns: { kind: 'value', field: 'message' },
  };
  copy.types.Game.operations.custom.testEffects = operation;
  return copy;
};

const RUN = 'mutation($input: TestEffectsInput!) { testEffects(input: $input) { message } }';

describe.each(TEST_DATABASES)('after-commit effects of operations on %s', (kind) => {
  let server: TestServer;
  let orgAdmin: GraphqlClient;
  let gameId: number;
  const logs = captureLogs('error');

  beforeAll(async () => {
    server = await startTestServer({
      kind,
      exports: true,
      logger: logs.logger,
      registry: withTestOperation(),
      features: [...FEATURES, { name: 'testEffects', handlers: { testEffects: async () => ({ default: testEffects }) } }],
    });
    // No worker takes this queue, so a job sent to it stays there to be counted.
    await server.exports!.deps.boss.createQueue(QUEUE);
    orgAdmin = await signedIn(server.url, DEMO_USERS.orgAdmin);
    gameId = (await server.database.db.selectFrom('games').select('id').where('org_id', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id as number;
  });
  afterAll(() => server.close());

  const mails = (tag: string) => server.database.db.selectFrom('outbox_messages').selectAll().where('subject', '=', `Effects ${tag}`).execute();
  const jobs = async (tag: string) =>
    (await sql<{ name: string }>`SELECT name FROM pgboss.job WHERE data->>'tag' = ${tag}`.execute(server.database.db)).rows;
  const run = (outcome: string, tag: string) => orgAdmin.request(RUN, { input: { gameId: String(gameId), outcome, tag } });
  const orgOfGame = async () =>
    (await server.database.db.selectFrom('games').select('org_id').where('id', '=', gameId).executeTakeFirstOrThrow()).org_id;

  it('sends the email and queues the job once the operation has committed: exactly one of each', async () => {
    const res = await run('commit', 'ok');
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ testEffects: { message: 'done ok' } });
    const [mail, ...more] = await mails('ok');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ recipient: DEMO_USERS.orgAdmin, status: 'outbox' });
    expect(mail.text).toMatch(/^After the commit only\.\n\n--\n/);
    expect(mail.raw).toMatch(/^Subject: Effects ok\r$/m);
    expect(await jobs('ok')).toEqual([{ name: QUEUE }]);
  });

  it('sends and queues nothing when the handler fails after queuing', async () => {
    const res = await run('throw', 'thrown');
    expect(res.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', problems: [{ field: 'outcome', message: 'Refused after queuing' }] },
    });
    expect(await mails('thrown')).toEqual([]);
    expect(await jobs('thrown')).toEqual([]);
  });

  it('sends and queues nothing when a later step of the executor refuses (the row left the caller’s reach)', async () => {
    const res = await run('leaveReach', 'moved');
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await orgOfGame()).toBe(1);
    expect(await mails('moved')).toEqual([]);
    expect(await jobs('moved')).toEqual([]);
  });

  it('fails the whole operation, email included, when the job names no queue', async () => {
    const res = await run('unknownQueue', 'lost');
    expect(res.errors?.[0].extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(res.errors?.[0].message).toBe('Unexpected error');
    // The client learns nothing inside; the server's log names the problem under the error's id.
    const logged = logs.lines.find((l) => l.errorId === res.errors?.[0].extensions?.uuid);
    expect(logged?.err?.message).toBe("No job queue named 'no-such-queue': create it where the server starts its workers.");
    expect(await mails('lost')).toEqual([]);
    expect(await jobs('lost')).toEqual([]);
  });
});
