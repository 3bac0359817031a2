import { SignJWT, jwtVerify } from 'jose'
import { mockSettings } from './settings'

/**
 * Real tokens for the mock: HS256 JWTs signed and verified with jose. The subject is the user id;
 * the `typ` claim tells an access token from a refresh token, so neither can stand in for the other;
 * `epoch` names the generation of the demo data the token was issued in (see handlers/sessions.ts).
 * The secret is public (this is a demo in the browser): the point is that expiry and tampering are
 * checked exactly as a real server would check them.
 */
export type TokenKind = 'access' | 'refresh'

/** What a valid token says. */
export interface TokenClaims {
  userId: number
  epoch: string
  /** The token's unique id: a spent refresh token is remembered by it. */
  jti: string
  /** Expiry, in seconds since 1970. */
  exp: number
}

/** The signing key. Exported for tests, which sign malformed tokens with it to see them refused. */
export const SECRET = new TextEncoder().encode('vantage-mock-back-end-demo-secret-not-for-production')
/** The only algorithm signed and accepted. */
export const ALGORITHM = 'HS256'

// A user id as `sub`: digits only, no sign, no leading zero, no space ("1.0", " 1", "01", "0x1" are not ids).
const USER_ID = /^[1-9][0-9]*$/

/**
 * Seconds a token of `kind` lives: 10 minutes each by default (./settings.ts). A refresh issues a
 * new pair, so an active user's session slides on; the client renews shortly before the access
 * token expires (src/api/tokenExpiry.ts), while its refresh token is still valid.
 */
function lifetimeOf(kind: TokenKind): number {
  const { accessTokenLifetime, refreshTokenLifetime } = mockSettings()
  return kind === 'access' ? accessTokenLifetime : refreshTokenLifetime
}

async function sign(userId: number, epoch: string, kind: TokenKind): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ typ: kind, epoch })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(String(userId))
    .setIssuedAt(now)
    .setExpirationTime(now + lifetimeOf(kind))
    // A unique id, so two tokens issued in the same second still differ.
    .setJti(crypto.randomUUID())
    .sign(SECRET)
}

/**
 * What a valid token of that kind says, or null: expired, forged, another algorithm than HS256
 * (`alg: none` included), the other kind, or a claim missing or malformed (no `exp` means no token).
 * Clients that keep the token with JSON.stringify send it in quotes (`"eyJ..."`): one pair is
 * unwrapped, and what is inside is checked as strictly as any other token.
 */
async function verify(sent: string, kind: TokenKind): Promise<TokenClaims | null> {
  const token = /^"([^"]*)"$/.exec(sent)?.[1] ?? sent
  try {
    const { payload } = await jwtVerify(token, SECRET, {
      algorithms: [ALGORITHM],
      requiredClaims: ['exp', 'iat', 'sub', 'jti'],
    })
    const { sub, typ, epoch, jti, exp } = payload
    if (typ !== kind || typeof epoch !== 'string' || typeof jti !== 'string' || typeof exp !== 'number') return null
    // Typed at run time too: jose does not check the type of `sub`, and `test(1)` would read "1".
    if (typeof sub !== 'string' || !USER_ID.test(sub) || !Number.isSafeInteger(Number(sub))) return null
    return { userId: Number(sub), epoch, jti, exp }
  } catch {
    return null
  }
}

/** A fresh access and refresh token for a user in a generation of the data. Rejects if signing fails. */
async function issuePair(userId: number, epoch: string): Promise<{ accessToken: string; refreshToken: string }> {
  const [accessToken, refreshToken] = await Promise.all([
    tokens.sign(userId, epoch, 'access'),
    tokens.sign(userId, epoch, 'refresh'),
  ])
  return { accessToken, refreshToken }
}

// One object rather than loose functions, so a test can make signing fail (vi.spyOn(tokens, 'sign')).
export const tokens = { sign, verify, issuePair }
