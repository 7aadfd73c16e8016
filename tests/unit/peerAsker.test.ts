import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserHeaders, graphqlAsker } from '../../scripts/peerServers.ts';
import { GraphqlClient } from '../support/graphqlClient.ts';

/** A GraphQL endpoint that records what it was sent and answers `answer`. */
const seen: { headers: IncomingHttpHeaders; body: string }[] = [];
let answer: unknown = { data: { __typename: 'Query' } };
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk));
  req.on('end', () => {
    seen.push({ headers: req.headers, body });
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(answer));
  });
});
let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('graphqlAsker (bench:peer asks both servers through it)', () => {
  it("sends the signed-in browser's cookies and CSRF token, and the query and variables as JSON", async () => {
    const client = new GraphqlClient('http://unused.example');
    client.csrfToken = 'csrf-1';
    // The client keeps the cookies a server set; a browser sends them all back.
    (client as unknown as { cookies: Map<string, string> }).cookies.set('readmin_session', 's1');
    (client as unknown as { cookies: Map<string, string> }).cookies.set('readmin_csrf', 'c1');
    answer = { data: { __typename: 'Query' } };
    const ask = graphqlAsker('A server', endpoint, browserHeaders(client));

    expect(await ask('query($n: Int) { __typename }', { n: 1 })).toEqual({ __typename: 'Query' });

    const { headers, body } = seen.at(-1)!;
    expect(headers.cookie).toBe('readmin_session=s1; readmin_csrf=c1');
    expect(headers['x-csrf-token']).toBe('csrf-1');
    expect(headers['content-type']).toBe('application/json');
    expect(JSON.parse(body)).toEqual({ query: 'query($n: Int) { __typename }', variables: { n: 1 } });
  });

  it('throws the first error with the server named, so a broken case stops the benchmark', async () => {
    answer = { errors: [{ message: 'No such field' }, { message: 'second' }] };
    const ask = graphqlAsker('PostGraphile', endpoint, { 'content-type': 'application/json' });
    await expect(ask('{ nope }')).rejects.toThrow('PostGraphile: No such field');
  });
});
