/** A seeded generator (mulberry32): the same seed gives the same demo data on every machine. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A query a buyer might type for one of `words`: a prefix of two letters or more and, for a `typos`
 * share of the prefixes of four letters or more, one letter dropped, swapped with the next or replaced
 * by one of `letters`. The search tests and the bench's distinct queries (issue 15) type with it.
 */
export function typedQuery(
  random: () => number,
  words: readonly string[],
  typos: number,
  letters: string,
): string {
  const word = words[Math.floor(random() * words.length)];
  let query = word.slice(0, 2 + Math.floor(random() * (word.length - 1)));
  if (query.length >= 4 && random() < typos) {
    const at = 1 + Math.floor(random() * (query.length - 2));
    const kind = Math.floor(random() * 3);
    if (kind === 0) query = query.slice(0, at) + query.slice(at + 1);
    else if (kind === 1) query = query.slice(0, at) + query[at + 1] + query[at] + query.slice(at + 2);
    else query = query.slice(0, at) + letters[Math.floor(random() * letters.length)] + query.slice(at + 1);
  }
  return query;
}
