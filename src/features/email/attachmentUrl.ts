/** Schemes a download link may use: a `javascript:` URL in an attachment must never become a link. */
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'data:'])

/**
 * Where an attachment downloads from, or null when its URL is not safe to link. Paths (the seed's
 * '/files/...') are resolved against this site, so they count as http(s) too.
 */
export function downloadUrl(url: string): string | null {
  try {
    const resolved = new URL(url, window.location.origin)
    return SAFE_PROTOCOLS.has(resolved.protocol) ? resolved.href : null
  } catch {
    return null
  }
}
