/**
 * "Did you mean …?" for names a metadata file gets wrong: the known name closest to an unknown one, as Django's
 * checks and TypeScript's compiler offer. A candidate may carry aliases (a type's label, a field's label): a type
 * called what its label says ('Organisation') is found under its typename ('Org').
 */
export interface NameCandidate {
  name: string;
  aliases?: string[];
}

/** Edits (insert, delete, substitute, swap two neighbours) between two names, ignoring case and spaces. */
const distance = (a: string, b: string): number => {
  const s = a.toLowerCase().replace(/[\s_-]/g, '');
  const t = b.toLowerCase().replace(/[\s_-]/g, '');
  const d: number[][] = Array.from({ length: s.length + 1 }, (_, i) => [i, ...Array<number>(t.length).fill(0)]);
  for (let j = 1; j <= t.length; j++) d[0][j] = j;
  for (let i = 1; i <= s.length; i++)
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[s.length][t.length];
};

/** How many edits still read as a slip of the same name: one in a short name, about a quarter of a long one. */
const tolerance = (name: string): number => Math.max(1, Math.floor(name.length / 4));

/** The candidate closest to `unknown` within the tolerance (the first of equals), or undefined. */
export const closestName = (unknown: string, candidates: Iterable<string | NameCandidate>): string | undefined => {
  let best: { name: string; score: number } | undefined;
  for (const c of candidates) {
    const candidate = typeof c === 'string' ? { name: c } : c;
    if (candidate.name === unknown) continue;
    const score = Math.min(...[candidate.name, ...(candidate.aliases ?? [])].map((n) => distance(unknown, n)));
    if (score <= tolerance(unknown) && (!best || score < best.score)) best = { name: candidate.name, score };
  }
  return best?.name;
};

/** "; did you mean 'Org'?" to end a problem's message, or nothing when no known name is close. */
export const didYouMean = (unknown: string, candidates: Iterable<string | NameCandidate>): string => {
  const name = closestName(unknown, candidates);
  return name === undefined ? '' : `; did you mean '${name}'?`;
};
