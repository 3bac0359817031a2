import { useSyncExternalStore } from 'react'
import { AuthUser } from '@/api/contract/auth'
import { connectTokenSource } from '@/api/tokenSource'

/**
 * The session: who is signed in and their tokens, persisted in localStorage under the keys
 * `userData` (JSON), `accessToken` and `refreshToken`, so a reload keeps it.
 * Other tabs see a login or logout through the `storage` event. A login without "remember me"
 * keeps the same keys in sessionStorage instead: a reload keeps it, closing the browser ends it.
 */
export interface Session {
  userData: AuthUser | null
  accessToken: string | null
  /** Null after a registration: the register answer carries no refresh token (`register` in src/api/contract/auth.ts). */
  refreshToken: string | null
}

const KEYS = { userData: 'userData', accessToken: 'accessToken', refreshToken: 'refreshToken' } as const

/** Where the current session is kept: localStorage ("remember me") or sessionStorage (this visit). */
let store: Storage = globalThis.localStorage

function read(): Session {
  for (const candidate of [localStorage, sessionStorage]) {
    const accessToken = candidate.getItem(KEYS.accessToken)
    // Stored data is checked like an answer: a stale or hand-edited entry means "not signed in".
    const parsed = AuthUser.safeParse(parseJson(candidate.getItem(KEYS.userData)))
    if (parsed.success && accessToken) {
      store = candidate
      return { userData: parsed.data, accessToken, refreshToken: candidate.getItem(KEYS.refreshToken) }
    }
  }
  return EMPTY
}

function parseJson(text: string | null): unknown {
  try {
    return text === null ? null : JSON.parse(text)
  } catch {
    return null
  }
}

const EMPTY: Session = { userData: null, accessToken: null, refreshToken: null }
let current: Session | undefined
const listeners = new Set<() => void>()

function write(next: Session): void {
  for (const key of Object.values(KEYS)) {
    const value = key === 'userData' ? next.userData && JSON.stringify(next.userData) : next[key]
    for (const candidate of [localStorage, sessionStorage]) {
      if (value && candidate === store) candidate.setItem(key, value)
      else candidate.removeItem(key)
    }
  }
  current = next
  listeners.forEach((notify) => notify())
}

/** The current session (the same object until it changes). */
export function getSession(): Session {
  current ??= read()
  return current
}

/** Calls `listener` after every change of the session; returns the unsubscribe function. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Stores a signed-in user and their tokens (after login or registration); with `remember: false`
 * only for this browser session.
 */
export function login(
  next: { userData: AuthUser; accessToken: string; refreshToken: string | null },
  { remember = true }: { remember?: boolean } = {},
): void {
  noteSessionEnd(false)
  store = remember ? localStorage : sessionStorage
  write({ userData: next.userData, accessToken: next.accessToken, refreshToken: next.refreshToken })
}

/** Replaces the tokens after a refresh, and the user data when the answer carries it. */
export function setTokens(next: { accessToken: string; refreshToken: string; userData?: AuthUser }): void {
  const { userData } = getSession()
  write({ userData: next.userData ?? userData, accessToken: next.accessToken, refreshToken: next.refreshToken })
}

/**
 * Replaces the signed-in user's data, keeping the tokens, after they changed their own account
 * (the account settings' General tab): the navbar shows the new name at once. Ignored when another
 * user is signed in by now.
 */
export function updateUserData(userData: AuthUser): void {
  const session = getSession()
  if (session.userData?.id === userData.id) write({ ...session, userData })
}

/** Forgets the user and both tokens. */
export function logout(): void {
  write(EMPTY)
}

/** Set while the last session ended because it could not be renewed (10 minutes without activity). */
const ENDED_KEY = 'sessionEnded'

/**
 * Whether the last session ended for lack of activity, rather than by logging out: the guard then
 * sends the visitor to a login page that says so. Kept for this tab (a reload keeps it) until the
 * next sign-in.
 */
export function sessionEndedByExpiry(): boolean {
  try {
    return sessionStorage.getItem(ENDED_KEY) === 'true'
  } catch {
    return false
  }
}

function noteSessionEnd(ended: boolean): void {
  try {
    if (ended) sessionStorage.setItem(ENDED_KEY, 'true')
    else sessionStorage.removeItem(ENDED_KEY)
  } catch {
    // Storage refused: the login page simply does not say why.
  }
}

/** The session in a component; re-renders on login, logout and refresh. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession)
}

// Another tab signed in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values<string>(KEYS).includes(event.key)) {
      current = read()
      listeners.forEach((notify) => notify())
    }
  })
}

// The API client reads and renews the tokens through this store (it knows no session of its own).
connectTokenSource({
  accessToken: () => getSession().accessToken,
  refreshToken: () => getSession().refreshToken,
  renewed: setTokens,
  // Noted before the session goes: the guard that reacts to its going reads it.
  ended: () => {
    noteSessionEnd(true)
    logout()
  },
})
