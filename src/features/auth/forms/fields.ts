import { useMemo } from 'react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { MIN_PASSWORD_LENGTH } from './schemas'

/**
 * How each field of the auth forms shows (label, the browser's autocomplete hint), described once
 * for the forms that ask for it, in the active language. `<FormFields>` lays them out.
 */
export function useAuthFields() {
  const { t } = useLingui()
  return useMemo(() => {
    // A password being chosen: the browser may suggest a strong one, and the rule is said up front.
    const newPassword = {
      name: 'password',
      password: true,
      autoComplete: 'new-password',
      helperText: plural({ minimum: MIN_PASSWORD_LENGTH }, { one: 'At least # character', other: 'At least # characters' }),
    } as const
    return {
      username: { name: 'username', label: t`Username`, autoComplete: 'username' },
      email: { name: 'email', label: t`Email`, type: 'email', autoComplete: 'email' },
      password: { name: 'password', password: true, label: t`Password`, autoComplete: 'current-password' },
      newPassword: { ...newPassword, label: t`Password` },
      resetPassword: { ...newPassword, label: t`New password` },
      confirmPassword: { name: 'confirm', password: true, label: t`Confirm password`, autoComplete: 'new-password' },
    } as const
  }, [t])
}
