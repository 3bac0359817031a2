const MOCK_WORKER = '/mockServiceWorker.js'

/**
 * Removes service workers left by other apps on this origin, so they cannot answer our calls. Only
 * a registration whose script is known and is not ours goes: one that has no worker yet may be our
 * own mock worker registering in another tab at this moment, and removing it would fail its update.
 */
export async function unregisterForeignServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const registrations = await navigator.serviceWorker.getRegistrations()
  await Promise.all(
    registrations
      .filter((r) => {
        const url = (r.active ?? r.waiting ?? r.installing)?.scriptURL
        return url !== undefined && !url.endsWith(MOCK_WORKER)
      })
      .map((r) => r.unregister()),
  )
}
