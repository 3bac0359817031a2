import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs'
import { memoryPersistence, type Persistence, type StoreSnapshot } from './persistence'

/**
 * The mock server's store kept in a JSON file (`npm run mock:server -- --data data.json`): read
 * at start, written again after every change. Each write goes to a temporary file beside it,
 * flushed to disk, then renamed over the old one, so a crash mid-write leaves the previous file
 * whole, never half of one. A file that cannot be read as a store is set aside (renamed with
 * `.broken`) with a warning, and the server starts from the seed.
 */
export function filePersistence(path: string): Persistence {
  return memoryPersistence({ initial: readSnapshot(path), onChange: (snapshot) => writeAtomically(path, JSON.stringify(snapshot)) })
}

function readSnapshot(path: string): StoreSnapshot | undefined {
  if (!existsSync(path)) return undefined
  try {
    const snapshot = JSON.parse(readFileSync(path, 'utf8')) as StoreSnapshot
    if (!isSnapshot(snapshot)) throw new Error('not a store of the mock back end')
    return snapshot
  } catch (error) {
    const aside = `${path}.broken`
    renameSync(path, aside)
    console.warn(`Could not read ${path} (${String(error)}); kept it as ${aside} and started from the seed.`)
    return undefined
  }
}

function isSnapshot(value: unknown): value is StoreSnapshot {
  if (typeof value !== 'object' || value === null) return false
  const { rows, counters } = value as Partial<StoreSnapshot>
  return typeof rows === 'object' && rows !== null && Object.values(rows).every(Array.isArray) && typeof counters === 'object' && counters !== null
}

/** Replaces `path` by `text` all at once: a reader (or a crash) sees the old file or the new one. */
export function writeAtomically(path: string, text: string): void {
  const temporary = `${path}.${process.pid}.tmp`
  const file = openSync(temporary, 'w')
  try {
    writeSync(file, text)
    fsyncSync(file)
  } finally {
    closeSync(file)
  }
  renameSync(temporary, path)
}
