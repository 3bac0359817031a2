import { notFound } from '@/mocks/httpErrors'

/** Every stored row has a numeric id, unique within its collection. */
export interface Row {
  id: number
}

/** How a collection's writes reach the store and the other tabs (see ./index.ts). */
export interface CollectionWrites<T extends Row> {
  /** Throws when `row` breaks the collection's schema: a handler's bug fails its call, the stored data stays sound. */
  check(row: T): void
  /** An id no tab has handed out, from this tab's block of them. */
  nextId(): number
  /** Each stores a change already made in memory. */
  inserted(row: T): void
  updated(id: number, changes: Partial<Omit<T, 'id'>>): void
  removed(id: number): void
}

/**
 * One table of the mock database, held in memory so handlers stay plain synchronous functions.
 * Every write changes memory at once; storing it (and telling the other tabs) follows.
 * Rows are handed out read-only: change them through `update`, so the change is stored.
 */
export class Collection<T extends Row> {
  private rows: T[] = []

  constructor(
    readonly name: string,
    /** What one row is called in a 404 answer: "No email with id 9". */
    private readonly rowName: string,
    private readonly writes: CollectionWrites<T>,
  ) {}

  all(): readonly Readonly<T>[] {
    return this.rows
  }

  get(id: number): Readonly<T> | undefined {
    return this.rows.find((row) => row.id === id)
  }

  /** The row with this id, or a thrown 404 `{ error: 'No <row> with id <id>' }` that `handle()` answers. */
  require(id: number): Readonly<T> {
    const row = this.get(id)
    if (!row) throw notFound(`No ${this.rowName} with id ${id}`)
    return row
  }

  find(predicate: (row: Readonly<T>) => boolean): Readonly<T> | undefined {
    return this.rows.find(predicate)
  }

  filter(predicate: (row: Readonly<T>) => boolean): Readonly<T>[] {
    return this.rows.filter(predicate)
  }

  /** Adds a row under a new id, never handed out before by any tab, and returns it. */
  insert(values: Omit<T, 'id'>): Readonly<T> {
    const row = { ...values, id: this.writes.nextId() } as T
    this.writes.check(row)
    this.put(row)
    this.writes.inserted(row)
    return row
  }

  /** Changes the given fields of a row; undefined when there is no such row. */
  update(id: number, changes: Partial<Omit<T, 'id'>>): Readonly<T> | undefined {
    const current = this.get(id)
    if (!current) return undefined
    const row = { ...current, ...changes, id } as T
    this.writes.check(row)
    this.put(row)
    this.writes.updated(id, changes)
    return row
  }

  /** Removes a row; false when there was none. */
  remove(id: number): boolean {
    if (!this.get(id)) return false
    this.drop(id)
    this.writes.removed(id)
    return true
  }

  /** Replaces every row at once (loading, seeding). Stores nothing. */
  replaceAll(rows: T[]): void {
    this.rows = rows
  }

  /** Adds or replaces one row as the store has it (another tab's write). Stores nothing. */
  put(row: T): void {
    this.rows = this.get(row.id) ? this.rows.map((r) => (r.id === row.id ? row : r)) : [...this.rows, row]
  }

  /** Forgets one row the store no longer has (another tab removed it). Stores nothing. */
  drop(id: number): void {
    this.rows = this.rows.filter((row) => row.id !== id)
  }
}
