/**
 * A browser-like GraphQL client for tests: keeps cookies, reads the CSRF token from the page's meta tag
 * and sends it on mutations, as the console does.
 */
export class GraphqlClient {
  private cookies = new Map<string, string>();
  csrfToken = '';

  constructor(private readonly baseUrl: string) {}

  /** The same browser talking to another server process of the site: one cookie jar and CSRF token for both. */
  at(baseUrl: string): GraphqlClient {
    const other = new GraphqlClient(baseUrl);
    other.cookies = this.cookies;
    other.csrfToken = this.csrfToken;
    return other;
  }

  /** A GET of one of the server's routes with this browser's cookies, keeping those it sets; redirects are the caller's to follow. */
  async get(path: string): Promise<Response> {
    const res = await fetch(new URL(path, this.baseUrl), { headers: { cookie: this.cookieHeader() }, redirect: 'manual' });
    this.remember(res);
    return res;
  }

  private remember(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      this.cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
  }

  cookieHeader() {
    return [...this.cookies]
      .filter(([, v]) => v)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
  }

  async loadPage(path = '/readmin'): Promise<string> {
    const res = await fetch(this.baseUrl + path, { headers: { cookie: this.cookieHeader() } });
    this.remember(res);
    const html = await res.text();
    this.csrfToken = /<meta name="csrf-token" content="([^"]*)">/.exec(html)?.[1] ?? '';
    return html;
  }

  async request<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, opts: { csrf?: boolean | string } = {}) {
    const headers: Record<string, string> = { 'content-type': 'application/json', cookie: this.cookieHeader() };
    const csrf = opts.csrf ?? true;
    if (csrf) headers['x-csrf-token'] = typeof csrf === 'string' ? csrf : this.csrfToken;
    const res = await fetch(`${this.baseUrl}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    this.remember(res);
    const body = (await res.json()) as { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
    // requestId: the reference a failure shown to a person carries (every answer's x-request-id).
    return { status: res.status, data: body.data, errors: body.errors, requestId: res.headers.get('x-request-id') };
  }

  /** Loads the page for its CSRF token, then signs in. */
  async login(email: string, password = 'demo-password-1') {
    if (!this.csrfToken) await this.loadPage();
    return this.request(`mutation($input: LoginInput!) { login(input: $input) { currentUser { id email isAdmin } } }`, {
      input: { email, password },
    });
  }
}

/** A client signed in as a demo account (password demo-password-1). */
export const signedIn = async (baseUrl: string, email: string): Promise<GraphqlClient> => {
  const client = new GraphqlClient(baseUrl);
  const { errors } = await client.login(email);
  if (errors) throw new Error(`sign-in as ${email} failed: ${errors[0].message}`);
  return client;
};

/** The field problems of a refused input (extensions.problems of the first error), or none. */
export const problemsOf = (res: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  (res.errors?.[0]?.extensions?.problems as { field: string; message: string }[] | undefined) ?? [];
