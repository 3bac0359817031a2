import { notFound } from '@/mocks/httpErrors'

/** Every stored row has a numeric id, unique within its collection. */
export interface Row {
  id: number
}

/**
 * One table of the mock database, held in memory so handlers stay plain synchronous functions.
 * Every write calls `onWrite`, which persists the collection (see ./index.ts).
 * Rows are handed out read-only: change them through `update`, so the change is saved.
 */
export class Collection<T extends Row> {
  private rows: T[] = []

  constructor(
    readonly name: string,
    /** What one row is called in a 404 answer: "No email with id 9". */
    private readonly rowName: string,
    private readonly onWrite: (collection: Collection<T>) => void,
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

  /** Adds a row with the next free id and returns it. */
  insert(values: Omit<T, 'id'>): Readonly<T> {
    const id = this.rows.reduce((max, row) => Math.max(max, row.id), 0) + 1
    const row = { ...values, id } as T
    this.rows = [...this.rows, row]
    this.onWrite(this)
    return row
  }

  /** Changes the given fields of a row; undefined when there is no such row. */
  update(id: number, changes: Partial<Omit<T, 'id'>>): Readonly<T> | undefined {
    const current = this.get(id)
    if (!current) return undefined
    const row = { ...current, ...changes, id } as T
    this.rows = this.rows.map((r) => (r.id === id ? row : r))
    this.onWrite(this)
    return row
  }

  /** Removes a row; false when there was none. */
  remove(id: number): boolean {
    const before = this.rows.length
    this.rows = this.rows.filter((row) => row.id !== id)
    if (this.rows.length === before) return false
    this.onWrite(this)
    return true
  }

  /** Replaces every row at once (loading, seeding). Does not persist by itself. */
  replaceAll(rows: T[]): void {
    this.rows = rows
  }
}
