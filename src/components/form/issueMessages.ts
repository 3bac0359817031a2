import { useMemo } from 'react'
import type { z } from 'zod'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'

/**
 * Words for the rules that bring none. The contract's schemas say `z.string().min(1)` or
 * `z.email()`, which zod would explain in its own English ("Too small: expected string to have
 * >=1 characters"); a form built on them shows these instead. A rule with its own message keeps it.
 */
export function useIssueMessages(): z.core.$ZodErrorMap {
  const { t } = useLingui()
  return useMemo(
    () => (issue) => {
      if (issue.code === 'invalid_type' && issue.input === undefined) return t`This field is required`
      if (issue.code === 'too_small' && issue.origin === 'string') {
        const minimum = Number(issue.minimum)
        return minimum <= 1 ? t`This field is required` : plural(minimum, { one: 'Use at least # character', other: 'Use at least # characters' })
      }
      if (issue.code === 'too_big' && issue.origin === 'string') {
        const maximum = Number(issue.maximum)
        return plural(maximum, { one: 'Use at most # character', other: 'Use at most # characters' })
      }
      if (issue.code === 'invalid_format' && issue.format === 'email') return t`Enter a valid email address`
      return t`This value is not valid`
    },
    [t],
  )
}
