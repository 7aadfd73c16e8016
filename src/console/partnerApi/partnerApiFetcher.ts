import { CSRF_HEADER, readCsrfToken } from '../../browser/csrf.ts';
import { PARTNER_API_PATH, PARTNER_ID_HEADER } from '../../shared/partnerApi.ts';

export interface PartnerApiRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/**
 * The debug page's fetcher (spec 002 §7): POSTs to the partner API as the signed-in user, naming the partner
 * in its header and sending the page's CSRF token. A non-ok answer throws 'HTTP Error {status}: {body}'.
 *
 * @example await partnerApiFetcher('7')({ query: '{ partner { name } }' })
 */
export const partnerApiFetcher =
  (apiPartnerId: string, options: { fetch?: typeof fetch; csrfToken?: () => string | undefined } = {}) =>
  async (request: PartnerApiRequest): Promise<unknown> => {
    const token = (options.csrfToken ?? readCsrfToken)();
    const res = await (options.fetch ?? fetch)(PARTNER_API_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        [PARTNER_ID_HEADER]: apiPartnerId,
        ...(token ? { [CSRF_HEADER]: token } : {}),
      },
      body: JSON.stringify(request),
    });
    const body = await res.text();
    if (!res.ok) throw new Error(`HTTP Error ${res.status}: ${body}`);
    return JSON.parse(body) as unknown;
  };
