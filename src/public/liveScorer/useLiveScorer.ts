import { useCallback, useEffect, useRef, useState } from 'react';
import { PublicRequestError, publicRequest } from '../publicGraphql.ts';
import { useToast } from '../Toasts.tsx';
import { LIVE_SCORER_QUERY, UPDATE_LIVE_SCORER, type LiveScorer, type UpdateLiveScorerInput } from '../../shared/publicApi/liveScorer.ts';

/** Another remote's points appear within this long (spec 000 §9's live poll interval). */
export const LIVE_SCORER_POLL_MS = 3000;

export type Team = 'team1' | 'team2';

/** Changes not yet confirmed by the server: points to add, and a period to set. */
interface Change {
  team1: number;
  team2: number;
  period?: string;
}

const NONE: Change = { team1: 0, team2: 0 };
const isEmpty = (c: Change) => c.team1 === 0 && c.team2 === 0 && c.period === undefined;

export interface LiveScorerState {
  /** The scorer as shown: the server's last answer plus this remote's unconfirmed changes. */
  scorer: LiveScorer | undefined;
  /** False until the first answer; an unknown link answers null. */
  loaded: boolean;
  add: (team: Team, points: 1 | -1) => void;
  setPeriod: (period: string) => void;
}

/**
 * The live scorer remote's state (spec 000 §2.2). A click shows at once (optimistic) and is sent as a
 * delta, never as a total, so two remotes scoring at once both count. One request is in flight at a time;
 * clicks meanwhile are added up and sent together when it answers. Each answer is the server's state after
 * this remote's changes, so the remote converges on it; a poll every 3 s brings other remotes' changes,
 * and is ignored while changes of this remote are unconfirmed (it may predate them).
 */
export const useLiveScorer = (token: string): LiveScorerState => {
  const toast = useToast();
  const [confirmed, setConfirmed] = useState<LiveScorer | null | undefined>(undefined);
  // The unconfirmed changes as shown; the refs below are their working copy, read by the requests.
  const [shown, setShown] = useState<{ inFlight: Change | null; queued: Change }>({ inFlight: null, queued: NONE });
  const queued = useRef<Change>(NONE);
  const inFlight = useRef<Change | null>(null);
  /** Bumped for every change sent: a poll answer is used only if none was sent while it was asked. */
  const sends = useRef(0);

  const publish = useCallback(() => setShown({ inFlight: inFlight.current, queued: queued.current }), []);

  /** Sends the queued changes, one request at a time, until none are left (clicks during a request go in the next). */
  const flush = useCallback(async () => {
    while (!inFlight.current && !isEmpty(queued.current)) {
      const change = queued.current;
      inFlight.current = change;
      queued.current = NONE;
      sends.current++;
      publish();
      const input: UpdateLiveScorerInput = {
        token,
        ...(change.team1 !== 0 && { team1ScoreDelta: change.team1 }),
        ...(change.team2 !== 0 && { team2ScoreDelta: change.team2 }),
        ...(change.period !== undefined && { period: change.period }),
      };
      try {
        const answer = await publicRequest<{ updateLiveScorer: LiveScorer }>(UPDATE_LIVE_SCORER, { input }, { kind: 'mutation' });
        setConfirmed(answer.updateLiveScorer);
      } catch (e) {
        // The change is dropped: the remote shows the server's score again.
        toast(e instanceof PublicRequestError ? e.messages : [(e as Error).message]);
      } finally {
        inFlight.current = null;
        publish();
      }
    }
  }, [token, toast, publish]);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const before = sends.current;
      try {
        const answer = await publicRequest<{ liveScorer: LiveScorer | null }>(LIVE_SCORER_QUERY, { token });
        if (!stopped && sends.current === before && !inFlight.current && isEmpty(queued.current)) setConfirmed(answer.liveScorer);
      } catch (e) {
        if (!stopped) toast(e instanceof PublicRequestError ? e.messages : [(e as Error).message]);
      }
      if (!stopped) timer = setTimeout(() => void poll(), LIVE_SCORER_POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [token, toast]);

  const queue = useCallback(
    (change: Partial<Change>) => {
      queued.current = {
        team1: queued.current.team1 + (change.team1 ?? 0),
        team2: queued.current.team2 + (change.team2 ?? 0),
        period: change.period ?? queued.current.period,
      };
      publish();
      void flush();
    },
    [flush, publish],
  );

  const pending = [shown.inFlight, shown.queued].filter((c): c is Change => c !== null);
  const scorer = confirmed && {
    ...confirmed,
    team1Score: Math.max(0, confirmed.team1Score + pending.reduce((sum, c) => sum + c.team1, 0)),
    team2Score: Math.max(0, confirmed.team2Score + pending.reduce((sum, c) => sum + c.team2, 0)),
    period: shown.queued.period ?? shown.inFlight?.period ?? confirmed.period,
  };
  return {
    scorer: scorer ?? undefined,
    loaded: confirmed !== undefined,
    add: (team, points) => queue({ [team]: points }),
    setPeriod: (period) => queue({ period }),
  };
};
