import { useMemo } from 'react'
import { z } from 'zod'
import { useLingui } from '@lingui/react/macro'
import { ApiError, fieldErrors } from '@/api'
import { useIssueMessages } from '@/components/form/issueMessages'

/**
 * The checkout's forms check what is typed with the contract's own schemas (AddressInput, CardInput), so
 * the form and the server agree to the digit. Those schemas speak English; this says their messages, and
 * the same messages in the server's refusals, in the active language. A message not listed stays as it came.
 */
export function useContractMessages(): (message: string) => string {
  const { t } = useLingui()
  return useMemo(() => {
    const said: Record<string, string> = {
      'Required': t`This field is required`,
      'Enter a phone number': t`Enter a phone number`,
      'Enter a valid card number': t`Enter a valid card number`,
      'Enter an expiry date (MM/YY) that has not passed': t`Enter an expiry date (MM/YY) that has not passed`,
      'Enter the 3 or 4 digits on the back of the card': t`Enter the 3 or 4 digits on the back of the card`,
      'This coupon is not valid': t`This coupon is not valid`,
      'The cart is empty': t`Your cart is empty`,
    }
    return (message: string) => (Object.hasOwn(said, message) ? said[message]! : message)
  }, [t])
}

/**
 * `schema` as a form's schema, its messages in the active language: the contract's checks run as they
 * are, and each refusal keeps its field. Rules without a message of their own get the form kit's words.
 */
export function useContractSchema<S extends z.ZodType>(schema: S): S {
  const say = useContractMessages()
  const error = useIssueMessages()
  return useMemo(
    () =>
      z.unknown().transform((value, ctx) => {
        const result = schema.safeParse(value, { error })
        if (result.success) return result.data
        for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: say(issue.message), path: issue.path, input: value })
        return z.NEVER
        // The wrapper takes and gives what the contract's schema does.
      }) as unknown as S,
    [schema, say, error],
  )
}

/**
 * A refusal of the server with its field messages in the active language and under the form's own
 * names (`payment.card.number` is the payment form's `number`), for the form kit to place by field.
 */
export function refusalForForm(error: unknown, say: (message: string) => string, rename: (path: string) => string = (path) => path): unknown {
  const fields = fieldErrors(error)
  if (!(error instanceof ApiError) || !fields) return error
  const renamed = Object.fromEntries(Object.entries(fields).map(([path, message]) => [rename(path), [say(message)]]))
  return new ApiError(error.endpoint, error.status, { error: renamed })
}
