// How well the name a bank returns for a penny drop matches the KYC name, 0 to 100. Banks write names their own
// way: capitals, initials ("A K VERMA"), surname first, honorifics, an extra middle name. Below MATCH_THRESHOLD
// the account goes to manual review (name_mismatch), never to silent acceptance.

export const MATCH_THRESHOLD = 80;

// Titles banks and KRAs put before names; they say nothing about who holds the account.
const HONORIFICS = new Set([
  'MR',
  'MRS',
  'MS',
  'MISS',
  'MASTER',
  'DR',
  'PROF',
  'SHRI',
  'SRI',
  'SMT',
  'SHRIMATI',
  'KUM',
  'KU',
]);
/** An initial standing for a word that starts with it counts a little less than the word itself. */
const INITIAL_WEIGHT = 0.8;
/** Two words this similar (edit distance against length) are one name spelt twice (MOHAMMED / MOHAMMAD). */
const SPELLING_SIMILARITY = 0.8;
/** A middle name one side leaves out costs half of a missing first or last name. */
const UNMATCHED_MIDDLE_WEIGHT = 0.5;
/** With no whole word in common (initials alone), the score stays below the threshold. */
const INITIALS_ONLY_CAP = 50;

export function nameTokens(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/['\u2018\u2019`]/g, '') // D'SOUZA is DSOUZA, not D and SOUZA
    .split(/[^A-Z]+/)
    .filter((t) => t && !HONORIFICS.has(t));
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length];
}

/** 1 for the same word, INITIAL_WEIGHT for an initial of it, the similarity for a near spelling, else 0. */
function tokenWeight(a: string, b: string): { weight: number; whole: boolean } {
  if (a === b) return { weight: 1, whole: a.length > 1 };
  if (a.length === 1 || b.length === 1)
    return { weight: a[0] === b[0] ? INITIAL_WEIGHT : 0, whole: false };
  const similarity = 1 - editDistance(a, b) / Math.max(a.length, b.length);
  return similarity >= SPELLING_SIMILARITY
    ? { weight: similarity, whole: true }
    : { weight: 0, whole: false };
}

const isMiddle = (index: number, count: number) => index > 0 && index < count - 1;

/**
 * A Dice-style score over name tokens in any order: each token pairs with at most one token of the other name
 * (best pairs first); unpaired tokens count against the score, middle names at half weight.
 */
export function nameMatchScore(kycName: string, bankName: string): number {
  const a = nameTokens(kycName);
  const b = nameTokens(bankName);
  if (a.length === 0 || b.length === 0) return 0;
  const pairs = a
    .flatMap((x, i) => b.map((y, j) => ({ i, j, ...tokenWeight(x, y) })))
    .filter((p) => p.weight > 0)
    .sort((p, q) => q.weight - p.weight);
  const usedA = new Set<number>();
  const usedB = new Set<number>();
  let matched = 0;
  let whole = false;
  for (const p of pairs) {
    if (usedA.has(p.i) || usedB.has(p.j)) continue;
    usedA.add(p.i);
    usedB.add(p.j);
    matched += p.weight;
    whole ||= p.whole;
  }
  const unmatched = (tokens: string[], used: Set<number>) =>
    tokens.reduce(
      (sum, _, k) =>
        used.has(k) ? sum : sum + (isMiddle(k, tokens.length) ? UNMATCHED_MIDDLE_WEIGHT : 1),
      0,
    );
  const denominator = 2 * usedA.size + unmatched(a, usedA) + unmatched(b, usedB);
  const score = Math.round((100 * 2 * matched) / denominator);
  return whole ? score : Math.min(score, INITIALS_ONLY_CAP);
}

export function namesMatch(kycName: string, bankName: string): boolean {
  return nameMatchScore(kycName, bankName) >= MATCH_THRESHOLD;
}
