/**
 * A small seeded random generator for the seeds. Never `Math.random`: the same seed must give the
 * same rows in every browser and every test run, or stored data and tests would drift apart.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** A whole number in [min, max], both included. */
  int(min: number, max: number): number
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T
}

/** mulberry32: tiny, fast and good enough for demo data (not for anything secret). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => {
      if (items.length === 0) throw new Error('pick() needs at least one item')
      return items[int(0, items.length - 1)]!
    },
  }
}

/**
 * A first and last name that `used` does not hold yet (and is then added to it), drawn again until
 * it is new: in a seed every person is someone else, so a full name, username or email is unique.
 */
export function uniqueName(random: Random, used: Set<string>, firstNames: readonly string[], lastNames: readonly string[]): [first: string, last: string] {
  for (;;) {
    const first = random.pick(firstNames)
    const last = random.pick(lastNames)
    if (!used.has(`${first} ${last}`)) {
      used.add(`${first} ${last}`)
      return [first, last]
    }
  }
}
