/**
 * What "Remember me" keeps on this device: the email the user signed in with, and the last page
 * they were on while signed in. The next sign-in page fills in the email, and signing in again
 * with it (after the 10 minutes without activity that end a session, or another day) opens that
 * page. Without "Remember me" nothing is kept, and what an earlier sign-in kept is forgotten.
 * Nothing secret is stored: the session itself lives in ./session.ts.
 */

const KEY = 'rememberedLogin'

interface Remembered {
  email: string
  /** A path of this app with its search, e.g. "/apps/user/list?role=editor". */
  lastPage?: string
}

function read(): Remembered | undefined {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null')
    if (value === null || typeof value !== 'object') return undefined
    const { email, lastPage } = value as Record<string, unknown>
    if (typeof email !== 'string' || email === '') return undefined
    return { email, ...(isAppPath(lastPage) && { lastPage }) }
  } catch {
    return undefined
  }
}

function write(remembered: Remembered | undefined): void {
  try {
    if (remembered) localStorage.setItem(KEY, JSON.stringify(remembered))
    else localStorage.removeItem(KEY)
  } catch {
    // Storage full or refused (private mode): there is simply nothing remembered.
  }
}

const isAppPath = (path: unknown): path is string => typeof path === 'string' && path.startsWith('/') && !path.startsWith('//')

/** The email to fill in on the sign-in page, if the last sign-in asked to be remembered. */
export const rememberedEmail = (): string | undefined => read()?.email

/** After a sign-in: keep the email (and the last page, if it was this user's), or forget everything. */
export function rememberLogin(email: string, remember: boolean): void {
  const before = read()
  write(remember ? { email, ...(before?.email === email && before.lastPage && { lastPage: before.lastPage }) } : undefined)
}

/** Notes the page a remembered user is on; nothing when no one asked to be remembered. */
export function notePage(path: string): void {
  const remembered = read()
  if (remembered && isAppPath(path) && remembered.lastPage !== path) write({ ...remembered, lastPage: path })
}

/**
 * Where a sign-in by `email` goes when the address names no page of its own (the guard's redirect
 * is the home page, or there is none): the remembered user's last page.
 */
export function rememberedPage(email: string, redirect: string | undefined): string | undefined {
  if (redirect !== undefined && redirect !== '/') return redirect
  const remembered = read()
  return remembered?.email.toLowerCase() === email.toLowerCase() && remembered.lastPage ? remembered.lastPage : redirect
}
