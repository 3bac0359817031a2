import { useMemo } from 'react'
import { z } from 'zod'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { GeneralInput, InfoInput, MIN_NEW_PASSWORD_LENGTH, NotificationSettings, PasswordChange, SOCIAL_NETWORKS, SocialLinksInput } from '@/api/contract/accountSettings'

/**
 * The tabs' rules, with messages in the active language. Each is the contract's body; where a field's
 * own rule speaks the server's English, a translated check goes first and then hands over to the
 * contract's field (`.pipe`), which still checks its limits (worded by the form kit: "Use at most
 * 500 characters"). So what a form checks is exactly the body its call takes. The server has the
 * last word (an email already in use, a wrong current password).
 */
export function useAccountSchemas() {
  const { t } = useLingui()
  return useMemo(() => {
    // Named so the message is the one the auth forms already have: "1 character" but "8 characters".
    const minimum = MIN_NEW_PASSWORD_LENGTH
    const required = (message: string) => z.string().trim().min(1, message)
    const webAddress = (field: z.ZodType<string, string>) =>
      z
        .string()
        .trim()
        .refine((text) => text === '' || z.url({ protocol: /^https$/ }).safeParse(text).success, t`Enter a full web address (https://…), or leave it empty`)
        .pipe(field)

    const general = GeneralInput.safeExtend({
      username: required(t`Username is required`).pipe(GeneralInput.shape.username),
      fullName: required(t`Full name is required`).pipe(GeneralInput.shape.fullName),
      email: required(t`Email is required`).pipe(GeneralInput.shape.email),
    })

    const info = InfoInput.safeExtend({
      website: webAddress(InfoInput.shape.website),
      phone: z
        .string()
        .trim()
        .regex(/^\+?[\d\s().-]*$/, t`Use digits, spaces and + ( ) . - only`)
        .pipe(InfoInput.shape.phone),
    })

    const social = z.object(
      Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, webAddress(SocialLinksInput.shape[network])])) as Record<
        (typeof SOCIAL_NETWORKS)[number],
        ReturnType<typeof webAddress>
      >,
    )

    const password = z
      .object({
        currentPassword: z.string().min(1, t`Enter your current password`),
        newPassword: z
          .string()
          .min(1, t`Password is required`)
          .min(minimum, plural(minimum, { one: 'Use at least # character', other: 'Use at least # characters' }))
          .refine((text) => text.trim() !== '', t`The password must not be blank`)
          .pipe(PasswordChange.shape.newPassword),
        confirmPassword: z.string().min(1, t`Please confirm the password`),
      })
      .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: t`The passwords do not match` })

    return { general, info, social, notification: NotificationSettings, password }
  }, [t])
}
