/**
 * A small deterministic generator (mulberry32): the demo's firm history and the benchmark's firm
 * are the same rows on every install and every run.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const one = <T>(list: readonly T[]): T => list[int(list.length)];
  /** A number in [low, high). */
  const between = (low: number, high: number) => low + next() * (high - low);
  /** One of the keys, chosen in proportion to its weight. */
  const weighted = <K extends string>(weights: Record<K, number>): K => {
    const entries = Object.entries(weights) as Array<[K, number]>;
    let roll = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [key, weight] of entries) if ((roll -= weight) < 0) return key;
    return entries[entries.length - 1][0];
  };
  return { next, int, one, between, weighted };
}
