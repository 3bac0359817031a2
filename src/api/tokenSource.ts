import type { ResponseOf } from '@/api/contract/endpoint'
import type { refreshToken } from '@/api/contract/auth'

/**
 * Where the client finds the session's tokens. The API knows nothing of how a session is kept:
 * the session store (src/auth/session.ts) hands itself over with `connectTokenSource`, so the
 * layers stay one-way (auth -> api) and a test can hand over any source it likes.
 */
export interface TokenSource {
  accessToken(): string | null
  refreshToken(): string | null
  /** Stores what a refresh answered. */
  renewed(answer: ResponseOf<typeof refreshToken>): void
  /** The session could not be renewed: forget it. */
  ended(): void
}

/** Until a session store connects, every call goes out without a token. */
const signedOut: TokenSource = {
  accessToken: () => null,
  refreshToken: () => null,
  renewed: () => {},
  ended: () => {},
}

let source: TokenSource = signedOut

export function connectTokenSource(next: TokenSource): void {
  source = next
}

export function tokens(): TokenSource {
  return source
}
