/** One generated row of the virtual list demos: a customer and their last order. */
export interface Person {
  /** Its row number, from 1. */
  id: number
  name: string
  city: string
  status: 'active' | 'pending' | 'blocked'
  /** The last order's total, in euros. */
  total: number
}

const FIRST = ['Ana', 'Jonas', 'Claire', 'Omar', 'Yuki', 'Lena', 'Mateo', 'Sofia', 'Ibrahim', 'Chloé', 'Pedro', 'Emma', 'Noah', 'Inès', 'Tomás', 'Mia']
const LAST = ['Souza', 'Weber', 'Martin', 'Haddad', 'Tanaka', 'Fischer', 'García', 'Rossi', 'Diallo', 'Dubois', 'Costa', 'Novak', 'Berg', 'Silva', 'Moreau', 'Kim']
const CITIES = ['Lisbon', 'Berlin', 'Paris', 'Porto', 'Munich', 'Lyon', 'Vienna', 'Zurich', 'Madrid', 'Brussels', 'Geneva', 'Hamburg']
const STATUSES = ['active', 'active', 'active', 'pending', 'blocked'] as const

/** A small seeded generator (mulberry32): the same rows on every visit and in every test. */
function seeded(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state)
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296
  }
}

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!

/** `count` people, numbered from 1, the same every time. Made when asked for (not when the page's code loads). */
export function makePeople(count: number, seed = 42): Person[] {
  const random = seeded(seed)
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `${pick(FIRST, random)} ${pick(LAST, random)}`,
    city: pick(CITIES, random),
    status: pick(STATUSES, random),
    total: Math.round(random() * 200_000) / 100,
  }))
}

/** The people whose name or city contains the words typed, whatever their case. */
export function filterPeople(people: readonly Person[], query: string): readonly Person[] {
  const wanted = query.trim().toLocaleLowerCase()
  if (!wanted) return people
  return people.filter((person) => person.name.toLocaleLowerCase().includes(wanted) || person.city.toLocaleLowerCase().includes(wanted))
}
