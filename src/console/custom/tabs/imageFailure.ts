/**
 * Why an image route did not answer a picture, in the server's words with its reference (the request id its log
 * lines carry): the <img> element's error event says nothing, so the address is asked again to read the refusal.
 */
export const imageFailure = async (url: string): Promise<string> => {
  try {
    const res = await fetch(url, { credentials: 'same-origin' });
    const reference = res.headers.get('x-request-id');
    const body = (await res.json().catch(() => null)) as { error?: string } | null;
    const reason = body?.error ?? (res.ok ? 'the answer is not a picture' : `HTTP ${res.status}`);
    return reference ? `${reason} (reference ${reference})` : reason;
  } catch (e) {
    return `the server could not be reached (${(e as Error).message})`;
  }
};
