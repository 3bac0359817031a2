import { z } from 'zod'

/**
 * The two error shapes of this API.
 *
 * Field errors name the input that is wrong, with one or more messages each:
 * `{ error: { email: ['Email or Password is Invalid'] } }`. Bad input of any call has this shape.
 */
export const FieldErrors = z.object({ error: z.record(z.string(), z.array(z.string())) }).meta({ id: 'FieldErrors' })
export type FieldErrors = z.infer<typeof FieldErrors>

/** A single message, e.g. `{ error: 'Invalid refresh token' }` (every 401 and 403 has this shape). */
export const MessageError = z.object({ error: z.string() }).meta({ id: 'MessageError' })
export type MessageError = z.infer<typeof MessageError>

/** The `errors` of a call that names a row which may not exist: 404 with a message, e.g. `{ error: 'No email with id 9' }`. */
export const NOT_FOUND = { 404: MessageError }
