import { z } from 'zod'

/** Where the coming-soon page remembers who asked to be notified, so a return visit shows it. */
export const SUBSCRIBER_KEY = 'comingSoonSubscriber'

const emailSchema = z.email()

export function isValidEmail(value: string): boolean {
  return emailSchema.safeParse(value.trim()).success
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
