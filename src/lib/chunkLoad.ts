/**
 * A route's code is a separate file. When it cannot be downloaded (offline, or a new deployment
 * replaced it) the browser reports one of these messages.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return /dynamically imported module|module script failed|Importing a module script failed|error loading dynamically/i.test(
    message,
  )
}

/**
 * Retries after a failed code download. Some browsers (Chromium 150 among them) remember a failed
 * dynamic `import()` and fail the same URL again without asking the network, so only a fresh page
 * load can fetch the module. The page is asked for first, so a user who is still offline keeps the
 * app's error page instead of the browser's. Resolves false when the server cannot be reached.
 */
export async function reloadWhenReachable(): Promise<boolean> {
  try {
    await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' })
  } catch {
    return false
  }
  window.location.reload()
  return true
}
