import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { api } from '@/api'
import { updateEmailsLabel, type EmailLabel } from '@/api/contract/email'
import { mailChange } from './cacheWrites'
import { withLabelToggled, type MailState } from './mailState'

export interface ToggleLabelInput {
  /** The mails as the screen shows them; each gains or loses the label on its own. */
  mails: readonly MailState[]
  label: EmailLabel
}

/** Toggles a label on each mail (update-emails-label): at once on screen, rolled back with a toast on failure. */
export function useToggleLabel() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation(
    mailChange(queryClient, {
      send: (emailIds, { label }: ToggleLabelInput) => api(updateEmailsLabel, { body: { emailIds, label } }),
      expected: (mail, { label }) => withLabelToggled(mail, label),
      errorMessage: () => t`The label could not be changed. Please try again.`,
    }),
  )
}
