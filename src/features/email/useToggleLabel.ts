import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { showToast } from '@/components/toast'
import { api } from '@/api'
import { updateEmailsLabel, type EmailLabel } from '@/api/contract'
import { cancelMailFetches, refreshMails, writeMailStates } from './cacheWrites'
import { stateOf, withLabelToggled, type MailState } from './mailState'

export interface ToggleLabelInput {
  /** The mails as the screen shows them; each gains or loses the label on its own. */
  mails: readonly MailState[]
  label: EmailLabel
}

/** Toggles a label on each mail (update-emails-label): at once on screen, rolled back with a toast on failure. */
export function useToggleLabel() {
  const queryClient = useQueryClient()
  const { t } = useLingui()

  const ids = ({ mails }: ToggleLabelInput) => mails.map((mail) => mail.id)
  const before = ({ mails }: ToggleLabelInput) => mails.map(stateOf)
  const expected = ({ mails, label }: ToggleLabelInput) => mails.map((mail) => withLabelToggled(mail, label))

  return useMutation({
    mutationFn: (input: ToggleLabelInput) => api(updateEmailsLabel, { body: { emailIds: ids(input), label: input.label } }),
    onMutate: async (input) => {
      await cancelMailFetches(queryClient, ids(input))
      writeMailStates(queryClient, before(input), expected(input))
    },
    onError: (_error, input) => {
      writeMailStates(queryClient, expected(input), before(input))
      showToast(t`The label could not be changed. Please try again.`, { variant: 'error' })
    },
    onSuccess: (answer, input) => writeMailStates(queryClient, expected(input), answer.emails.map(stateOf)),
    onSettled: (_answer, _error, input) => refreshMails(queryClient, ids(input)),
  })
}
