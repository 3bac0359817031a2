
/** Where the coming-soon page remembers who asked to be notified, so a return visit shows it. */
export const SUBSCRIBER_KEY = 'comingSoonSubscriber'

/**
 * name@domain.tld: no spaces, no leading or doubled dots, a top-level domain of letters. A pattern
 * rather than zod's z.email(), which would bring all of zod to this otherwise light page.
 */
const EMAIL = /^(?!\.)(?!.*\.\.)[\w.+'-]+@([A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim())
}

export function readSubscriber(): string | null {
  try {
    const stored = localStorage.getItem(SUBSCRIBER_KEY)
    return stored !== null && isValidEmail(stored) ? stored : null
  } catch {
    return null
  }
}

export function saveSubscriber(email: string): void {
  try {
    localStorage.setItem(SUBSCRIBER_KEY, email.trim())
  } catch {
    // Storage blocked (private mode): the toast still confirms; only the memory is lost.
  }
}
