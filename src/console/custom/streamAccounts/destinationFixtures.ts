import type { StreamDestinations } from './StreamDestinationInput.tsx';

/** What the stories' connected accounts list: two YouTube channels, a Facebook profile and a page. */
export const STORY_DESTINATIONS: Record<'youtube' | 'facebook', StreamDestinations> = {
  youtube: {
    connected: true,
    destinations: [
      { value: 'UCh4rb0urC1tyB4sk3tb4ll0', label: 'Hoops League: main channel' },
      { value: 'UCh00psL34gu3H1ghl1ghts0', label: 'Hoops League: highlights channel' },
    ],
  },
  facebook: {
    connected: true,
    destinations: [
      { value: '100200300400', label: 'Hoops League page' },
      { value: '100200300401', label: 'Jamie Media (profile)' },
    ],
  },
};

/**
 * Answers /readmin/{youtube,facebook}/destinations in a story as the server would for a connected account, and
 * passes every other request on; the returned function puts fetch back (a story's beforeEach cleanup).
 */
export const stubDestinations = (answers = STORY_DESTINATIONS) => {
  const realFetch = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const service = /^\/readmin\/(youtube|facebook)\/destinations$/.exec(String(input))?.[1] as 'youtube' | 'facebook' | undefined;
    if (!service) return realFetch(input, init);
    return new Response(JSON.stringify(answers[service]), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return () => {
    window.fetch = realFetch;
  };
};
