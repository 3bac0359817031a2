// Reading Vite's build manifest (dist/.vite/manifest.json): which chunks a part of the app needs.
// Shared by the byte budgets (check-budgets.mjs) and the benchmark (bench.mjs).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))
}

/** Every chunk key reachable from `starts` by static imports: what loading those chunks loads. */
export function staticClosure(manifest, starts) {
  const found = new Set()
  const todo = [...starts]
  while (todo.length) {
    const key = todo.pop()
    if (found.has(key) || !manifest[key]) continue
    found.add(key)
    todo.push(...(manifest[key].imports ?? []))
  }
  return found
}
