import { useMemo } from 'react'
import { z } from 'zod'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { MAX_USERNAME_LENGTH, login as loginCall, register as registerCall } from '@/api/contract/auth'

/** Passwords of new accounts and reset passwords: long enough to be worth having. */
export const MIN_PASSWORD_LENGTH = 8

/**
 * The forms' rules, with messages in the active language. Login and register start from the
 * contract's bodies and tighten them (`safeExtend` keeps each field's type, so what the form
 * checks is still the body the call takes).
 * The server has the last word (a taken email, a wrong password); these only catch what can be
 * known before asking it.
 */
export function useAuthSchemas() {
  const { t } = useLingui()
  return useMemo(() => {
    // Named so the messages are the form kit's own ("Use at most # characters", src/components/form/issueMessages.ts), translated once.
    const maximum = MAX_USERNAME_LENGTH
    const minimum = MIN_PASSWORD_LENGTH
    const atLeast = plural(minimum, { one: 'Use at least # character', other: 'Use at least # characters' })
    const email = z
      .string()
      .trim()
      .min(1, t`Email is required`)
      .pipe(z.email(t`Enter a valid email address`))

    const login = loginCall.body.safeExtend({
      email,
      password: z.string().min(1, t`Password is required`),
      remember: z.boolean(),
    })

    const register = registerCall.body.safeExtend({
      username: z
        .string()
        .trim()
        .min(1, t`Username is required`)
        .max(MAX_USERNAME_LENGTH, plural(maximum, { one: 'Use at most # character', other: 'Use at most # characters' }))
        .regex(/^[A-Za-z0-9._-]+$/, t`Use letters, digits, dots, dashes or underscores only`),
      email,
      password: z
        .string()
        .min(1, t`Password is required`)
        .min(MIN_PASSWORD_LENGTH, atLeast)
        .refine((password) => password.trim() !== '', t`The password must not be blank`),
      terms: z.boolean().refine((v) => v, t`Please accept the privacy policy and terms`),
    })

    const forgot = z.object({ email })

    const reset = z
      .object({
        password: z
          .string()
          .min(1, t`Password is required`)
          .min(MIN_PASSWORD_LENGTH, atLeast),
        confirm: z.string().min(1, t`Please confirm the password`),
      })
      .refine((v) => v.password === v.confirm, { path: ['confirm'], message: t`The passwords do not match` })

    return { login, register, forgot, reset }
  }, [t])
}
