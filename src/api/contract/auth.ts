import { z } from 'zod'
import { domainEndpoint } from './endpoint'
import { FieldErrors, MessageError } from './errors'
import { Count, Id } from './numbers'
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MAX_USERNAME_LENGTH, emailAddress, password, token, username } from './text'

export { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MAX_USERNAME_LENGTH } from './text'

// Every call acts on the subject the screens guard with: a GET needs `read`, a write `update` (see ./endpoint.ts).
const endpoint = domainEndpoint('Auth')

// ---- Entities ----

/** One permission, in CASL's raw-rule format: `manage` / `all` mean any action / any subject. */
export const AbilityRule = z.object({ action: z.string(), subject: z.string() })
export type AbilityRule = z.infer<typeof AbilityRule>

export const AuthRole = z.enum(['admin', 'client'])
export type AuthRole = z.infer<typeof AuthRole>

/** The signed-in user as the back end describes them. Never carries the password. */
export const AuthUser = z.object({
  id: Id,
  fullName: z.string(),
  username: z.string(),
  /** Image path or URL; null when the user has none (a new registration). */
  avatar: z.string().nullable(),
  email: z.email(),
  role: AuthRole,
  ability: z.array(AbilityRule),
  extras: z.object({ eCommerceCartItemsCount: Count }),
}).meta({ id: 'AuthUser' })
export type AuthUser = z.infer<typeof AuthUser>

/** A signed-in session: the user and both tokens (login and refresh answer with it). */
export const SessionAnswer = z.object({
  userData: AuthUser,
  accessToken: z.string(),
  refreshToken: z.string(),
}).meta({ id: 'SessionAnswer' })
export type SessionAnswer = z.infer<typeof SessionAnswer>

// ---- Endpoints (their error answers: ./errors.ts) ----

export const login = endpoint({
  method: 'POST',
  path: '/jwt/login',
  description: 'Signs in with email and password; answers the user and a fresh pair of tokens.',
  auth: false,
  body: z.object({ email: emailAddress({ required: true, wellFormed: false }), password: password().min(1) }),
  response: SessionAnswer,
  // No matching user: { error: { email: ['Email or Password is Invalid'] } }.
  // Token signing failed: { error: { email: ['Something went wrong'] } }.
  errors: { 400: FieldErrors },
})

/**
 * A taken email or username is not an HTTP error here: the server answers status 200 with
 * `{ error: { email, username } }`, each a message or null.
 */
export const RegisterConflict = z.object({
  error: z.object({ email: z.string().nullable(), username: z.string().nullable() }),
})
export type RegisterConflict = z.infer<typeof RegisterConflict>

/**
 * A new account (the username is also its fullName). Email and username are trimmed and
 * normalised (NFC), and each must be unique without regard to case (`Bob` and ` bob ` are one
 * username). The password is kept as typed, but one that is blank or only spaces is refused. The
 * text rules of ./text hold for each (no control characters; no bidirectional marks in names).
 */
export const NewAccount = z.object({
  email: emailAddress(),
  password: password().refine((typed) => typed.trim() !== '', 'The password must not be blank'),
  username: username().min(1, 'The username must not be blank'),
})

export const register = endpoint({
  method: 'POST',
  path: '/jwt/register',
  description:
    `Creates an account (role admin, ability manage all) and signs it in; a taken email or username (compared trimmed, in NFC and without regard to case) answers 200 with error messages. ` +
    `Email at most ${MAX_EMAIL_LENGTH} characters, username 1 to ${MAX_USERNAME_LENGTH} (both trimmed and in NFC, without control characters or bidirectional marks), password at most ${MAX_PASSWORD_LENGTH}, not blank and without control characters: else a 400 naming the field.`,
  auth: false,
  body: NewAccount,
  response: z.union([z.object({ user: AuthUser, accessToken: z.string() }), RegisterConflict]),
})

export const refreshToken = endpoint({
  method: 'POST',
  path: '/jwt/refresh-token',
  description: 'Trades a valid refresh token for a new pair of tokens and the current user.',
  auth: false,
  body: z.object({ refreshToken: token().min(1) }),
  response: SessionAnswer,
  // Expired, forged or not a refresh token: { error: 'Invalid refresh token' }.
  errors: { 401: MessageError },
})

export const me = endpoint({
  method: 'GET',
  path: '/api/auth/me',
  description: 'The user the access token belongs to. Lets a client check a token; not in the SPEC.',
  beyondSpec: true,
  response: z.object({ userData: AuthUser }),
})
