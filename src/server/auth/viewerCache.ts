import type { Database } from '../db/database.ts';
import type { SessionViewer, Viewer } from './viewer.ts';

/** The channel migrations/0065_viewer_change_notify.sql notifies on a change to sessions, users or role rows. */
export const VIEWER_CHANGE_CHANNEL = 'readmin_viewer_change';

/** How many sessions' viewers a process keeps (the oldest goes first). */
const MAX_ENTRIES = 10_000;

/**
 * The longest a viewer is served without reading it again, listening or not: a listening connection that
 * died without telling (a half-open socket after a failover) leaves a change unheard for at most this long.
 */
export const MAX_VIEWER_AGE_MS = 30_000;

/** After the listening connection drops, how long before it is opened again (nothing is cached meanwhile). */
const RELISTEN_MS = 1000;

interface Entry {
  viewer: Viewer;
  /** The session's end, or MAX_VIEWER_AGE_MS after the read, whichever is first (epoch ms). */
  until: number;
}

/**
 * Who is asking, kept between requests: a list request then costs one statement, not the session's and the
 * page's. A kept viewer is right because every change that could alter one (a session ended, a user or a role
 * row written, by this process or another, through the console or straight in the database) fires a NOTIFY
 * that every process listens for and empties its cache on. While a process is not listening (starting,
 * reconnecting) it keeps nothing and reads the viewer on every request, as without a cache. Only signed-in
 * viewers are kept: a made-up token costs a read, never memory.
 */
export class ViewerCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped on every change: a read that began before one must not store what it read. */
  private generation = 0;
  private listening = false;
  private stopped = false;
  private stopListening?: () => Promise<void>;
  private relisten?: NodeJS.Timeout;

  constructor(
    private readonly database: Pick<Database, 'listen'>,
    private readonly onLost: (error: Error) => void = () => {},
  ) {}

  /** Starts listening; until it does (or when it cannot), viewers are read on every request. */
  async start(): Promise<void> {
    try {
      const stop = await this.database.listen(
        VIEWER_CHANGE_CHANNEL,
        () => this.changed(),
        (error) => this.lost(error),
      );
      if (this.stopped) return void (await stop());
      this.stopListening = stop;
      this.listening = true;
    } catch (error) {
      this.lost(error as Error);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.listening = false;
    clearTimeout(this.relisten);
    this.entries.clear();
    await this.stopListening?.();
  }

  /**
   * The viewer of the session whose cookie is `token`: kept, or read by `load` (and kept). Kept viewers are found
   * by the cookie as sent, not by its SHA-256 as the sessions table stores it: a request that finds its viewer
   * then hashes nothing (hashing is slow on a request that arrives after an idle moment, with the CPU's caches
   * cold). A process's memory so holds the cookies of its recent sessions, as any in-memory session store does;
   * the database never holds one.
   */
  async viewer(token: string, load: () => Promise<SessionViewer | null>): Promise<Viewer | null> {
    const kept = this.entries.get(token);
    if (kept && this.listening && kept.until > Date.now()) return kept.viewer;
    if (kept) this.entries.delete(token);
    const generation = this.generation;
    const loaded = await load();
    if (loaded && this.listening && generation === this.generation) this.keep(token, loaded);
    return loaded?.viewer ?? null;
  }

  /** Forgets every viewer: something they were read from has changed. */
  changed(): void {
    this.generation++;
    this.entries.clear();
  }

  private keep(token: string, { viewer, expiresAt }: SessionViewer) {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, { viewer, until: Math.min(expiresAt.getTime(), Date.now() + MAX_VIEWER_AGE_MS) });
  }

  private lost(error: Error) {
    this.listening = false;
    this.stopListening = undefined;
    this.changed();
    if (this.stopped) return;
    this.onLost(error);
    clearTimeout(this.relisten);
    this.relisten = setTimeout(() => void this.start(), RELISTEN_MS);
    this.relisten.unref();
  }
}
