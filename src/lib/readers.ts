/**
 * Tolerant readers for values that come from outside the code: the address bar and localStorage.
 * A reader returns a valid value or its fallback and never throws, so a mangled link or an outdated
 * stored setting opens the page with that one value at its default and the others kept.
 *
 * Why not zod, as the contract does: these run in the entry chunk, before the first render of every
 * page, and zod would add about 27 KB of gzipped JavaScript to each first visit. API answers keep
 * being parsed by the contract's zod schemas, which load with the screens that call the API.
 *
 *   const readSearch = fields({ page: integer(1, { min: 1 }), sortBy: oneOf(['name', 'age'], undefined) })
 *   readSearch({ page: '0', sortBy: 'age' }) // { page: 1, sortBy: 'age' }
 */

/** Turns any value into a T: the value itself when it is valid, otherwise a fallback. */
export type Reader<T> = (value: unknown) => T

type Readers = Record<string, Reader<unknown>>
/** The fields whose reader may answer `undefined`: they are optional in the result. */
type OptionalKeys<R extends Readers> = { [K in keyof R]: undefined extends ReturnType<R[K]> ? K : never }[keyof R]
type Flatten<T> = { [K in keyof T]: T[K] }

/** What `fields(readers)` returns: each field as its reader answers it, optional where it may be absent. */
export type Fields<R extends Readers> = Flatten<
  { [K in Exclude<keyof R, OptionalKeys<R>>]: ReturnType<R[K]> } & { [K in OptionalKeys<R>]?: ReturnType<R[K]> }
>

/** One of a fixed list of values, compared exactly. A fallback of `undefined` makes the value optional. */
export function oneOf<const T extends readonly (string | number)[], F extends T[number] | undefined>(
  values: T,
  fallback: F,
): Reader<T[number] | F> {
  return (value) => (values.includes(value as T[number]) ? (value as T[number]) : fallback)
}

export function boolean(fallback: boolean): Reader<boolean> {
  return (value) => (typeof value === 'boolean' ? value : fallback)
}

/** A whole number within bounds. A fallback of `undefined` makes the value optional. */
export function integer<F extends number | undefined>(fallback: F, { min = -Infinity, max = Infinity } = {}): Reader<number | F> {
  return (value) => (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback)
}

/**
 * Text, or the fallback when it is not text or does not pass the test. A number counts as its text:
 * the router reads a hand-written `?q=61` as the number 61. A fallback of `undefined` makes it optional.
 */
export function text<F extends string | undefined>(fallback: F, isValid: (text: string) => boolean = () => true): Reader<string | F> {
  return (value) => {
    const candidate = typeof value === 'number' ? String(value) : value
    return typeof candidate === 'string' && isValid(candidate) ? candidate : fallback
  }
}

/**
 * Reads an object field by field. Anything that is not a plain object counts as `{}`, so every field
 * gets its fallback. Fields read as `undefined` are left out, as if never given.
 */
export function fields<R extends Readers>(readers: R): (raw: unknown) => Fields<R> {
  return (raw) => {
    const source = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {}
    const result: Record<string, unknown> = {}
    for (const [key, read] of Object.entries(readers)) {
      const value = read(source[key])
      if (value !== undefined) result[key] = value
    }
    return result as Fields<R>
  }
}
