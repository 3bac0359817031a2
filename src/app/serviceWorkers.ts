const MOCK_WORKER = '/mockServiceWorker.js'

/** Removes service workers left by other apps on this origin, so they cannot answer our calls. */
export async function unregisterForeignServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const registrations = await navigator.serviceWorker.getRegistrations()
  await Promise.all(
    registrations
      .filter((r) => {
        const url = (r.active ?? r.waiting ?? r.installing)?.scriptURL ?? ''
        return !url.endsWith(MOCK_WORKER)
      })
      .map((r) => r.unregister()),
  )
}
