import { SignJWT, jwtVerify } from 'jose'
import { mockSettings } from './settings'

/**
 * Real tokens for the mock: HS256 JWTs signed and verified with jose. The subject is the user id;
 * the `typ` claim tells an access token from a refresh token, so neither can stand in for the other.
 * The secret is public (this is a demo in the browser): the point is that expiry and tampering are
 * checked exactly as a real server would check them.
 */
export type TokenKind = 'access' | 'refresh'

const SECRET = new TextEncoder().encode('vantage-mock-back-end-demo-secret-not-for-production')

async function sign(userId: number, kind: TokenKind): Promise<string> {
  const settings = mockSettings()
  const lifetime = kind === 'access' ? settings.accessTokenLifetime : settings.refreshTokenLifetime
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ typ: kind })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt(now)
    .setExpirationTime(now + lifetime)
    // A unique id, so two tokens issued in the same second still differ.
    .setJti(crypto.getRandomValues(new Uint32Array(2)).join('-'))
    .sign(SECRET)
}

/**
 * The user id a valid token of that kind belongs to, or null (expired, forged, `alg: none`, wrong kind).
 * Clients that keep the token with JSON.stringify send it in quotes (`"eyJ..."`): one pair is
 * unwrapped, and what is inside is checked as strictly as any other token.
 */
async function verify(sent: string, kind: TokenKind): Promise<number | null> {
  const token = /^"([^"]*)"$/.exec(sent)?.[1] ?? sent
  try {
    // Only HS256 is accepted: a token claiming `alg: none` (or any other) fails here.
    const { payload } = await jwtVerify(token, SECRET, { algorithms: ['HS256'] })
    if (payload.typ !== kind) return null
    const id = Number(payload.sub)
    return Number.isInteger(id) ? id : null
  } catch {
    return null
  }
}

/** A fresh access and refresh token for a user. Rejects if signing fails. */
async function issuePair(userId: number): Promise<{ accessToken: string; refreshToken: string }> {
  const [accessToken, refreshToken] = await Promise.all([tokens.sign(userId, 'access'), tokens.sign(userId, 'refresh')])
  return { accessToken, refreshToken }
}

// One object rather than loose functions, so a test can make signing fail (vi.spyOn(tokens, 'sign')).
export const tokens = { sign, verify, issuePair }
