/** An endpoint as the suggestion needs it: 'GET', '/api/invoice/invoices/:id'. */
export interface EndpointAddress {
  method: string
  path: string
}

/**
 * The endpoint of the contract a call that no handler matched most likely meant, as "METHOD /path",
 * or undefined when none is close: a misspelt path (`/api/users/lsit` -> `GET /api/users/list/data`)
 * or a wrong method (`POST /api/users/list/data`). A `:param` of the endpoint stands for any one
 * segment. Paths are compared segment by segment over the call's own length first, so a typo in a
 * leading segment counts for more than a missing tail.
 */
export function nearestEndpoint(method: string, path: string, endpoints: readonly EndpointAddress[]): string | undefined {
  const called = segments(path)
  let best: { id: string; score: number } | undefined
  for (const endpoint of endpoints) {
    const pattern = segments(endpoint.path)
    const filled = pattern.map((segment, i) => (segment.startsWith(':') ? (called[i] ?? segment) : segment))
    // How far the call is from the endpoint's path cut to the call's length, and from the whole of it.
    const typos = distance(called.join('/'), filled.slice(0, called.length).join('/'))
    if (typos > Math.max(2, Math.floor(called.join('/').length / 4))) continue
    const score = typos * 100 + distance(called.join('/'), filled.join('/')) * 10 + (endpoint.method === method.toUpperCase() ? 0 : 5)
    if (!best || score < best.score) best = { id: `${endpoint.method} ${endpoint.path}`, score }
  }
  // An exact match (same method and path) is no suggestion: the call was not unmatched for its address.
  return best && best.score > 0 ? best.id : undefined
}

function segments(path: string): string[] {
  return path.split('?')[0]!.split('/').filter(Boolean)
}

/** Levenshtein distance, with a swap of two neighbours counted as one edit ("lsit" / "list"). */
export function distance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)])
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1)
      rows[i]![j] = best
    }
  }
  return rows[a.length]![b.length]!
}
