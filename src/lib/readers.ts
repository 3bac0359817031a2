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

/**
 * Several values, as an array: each item read with `item` (give it a reader whose fallback is
 * `undefined`), the items it rejects dropped, the repeats dropped, the order kept. A single value
 * counts as a list of one, since the address holds `?status=active` for one choice and
 * `?status=["active","pending"]` for more. Anything else reads as `[]`, the default: nothing chosen.
 */
export function list<T>(item: Reader<T | undefined>): Reader<T[]> {
  return (value) => {
    if (value === undefined) return []
    const result: T[] = []
    for (const candidate of Array.isArray(value) ? value : [value]) {
      const read = item(candidate)
      if (read !== undefined && !result.some((kept) => sameValue(kept, read))) result.push(read)
    }
    return result
  }
}

/**
 * Several of a fixed list of values (a multi-select), in the order of `values` whatever the order
 * chosen: the same choice always makes the same address. Otherwise as `list(oneOf(values, undefined))`.
 */
export function someOf<const T extends readonly (string | number)[]>(values: T): Reader<T[number][]> {
  const read = list(oneOf(values, undefined))
  return (value) => {
    const chosen = read(value)
    return values.filter((candidate) => chosen.includes(candidate))
  }
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether `text` is a calendar date written 'YYYY-MM-DD' that exists (no February 30th). */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
  return year >= 1 && days !== undefined && day >= 1 && day <= days
}

/**
 * A calendar date as ISO writes it, 'YYYY-MM-DD', that exists and lies within `min` and `max` (dates
 * of the same form, both included), kept as that text. Anything else, a date with a time included,
 * gives the fallback; a fallback of `undefined` makes it optional.
 */
export function date<F extends string | undefined>(fallback: F, { min, max }: { min?: string; max?: string } = {}): Reader<string | F> {
  return text(fallback, (value) => isIsoDate(value) && (min === undefined || value >= min) && (max === undefined || value <= max))
}

/** A span of numbers; a bound left out is open: `{ from: 10 }` is 10 and up, `{}` bounds nothing. */
export interface NumberRange {
  from?: number
  to?: number
}

/**
 * A span of numbers within `min` and `max`, read as `{ from?, to? }` (the address holds
 * `?salary={"from":10,"to":20}`); a pair `[from, to]` (`null` for an open end) reads the same.
 * Reading is liberal, each bound on its own: a bound that is not a number (a numeric text counts) is
 * left out; the bounds given the wrong way round are swapped; a bound past a limit is brought back to
 * it, and a bound at its own limit (`from` at `min`, `to` at `max`) bounds nothing and is left out, so
 * the whole span reads as `{}`, the default. With `integer`, bounds are rounded to whole numbers.
 */
export function range({ min = -Infinity, max = Infinity, integer: whole = false } = {}): Reader<NumberRange> {
  const bound = (value: unknown): number | undefined => {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
    if (typeof number !== 'number' || !Number.isFinite(number)) return undefined
    return Math.min(max, Math.max(min, whole ? Math.round(number) : number))
  }
  return (value) => {
    const [rawFrom, rawTo] = Array.isArray(value)
      ? value
      : value !== null && typeof value === 'object'
        ? [(value as NumberRange).from, (value as NumberRange).to]
        : []
    let from = bound(rawFrom)
    let to = bound(rawTo)
    if (from !== undefined && to !== undefined && from > to) [from, to] = [to, from]
    const result: NumberRange = {}
    if (from !== undefined && from > min) result.from = from
    if (to !== undefined && to < max) result.to = to
    return result
  }
}

/**
 * Whether two values read from outside are the same: numbers, texts and booleans by value, arrays
 * item by item, plain objects field by field (a field set to `undefined` counts as absent).
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValue(item, b[index]))
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)].filter((key) => a[key] !== undefined || b[key] !== undefined))
    return [...keys].every((key) => sameValue(a[key], b[key]))
  }
  return false
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false
  const prototype = Object.getPrototypeOf(value) as unknown
  return prototype === Object.prototype || prototype === null
}
