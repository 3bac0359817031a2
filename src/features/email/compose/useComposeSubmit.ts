import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { ApiError } from '@/api'
import { MAX_ATTACHMENT_BYTES } from '@/api/contract/email'
import { showSubmitError } from '@/components/form'
import { showToast } from '@/components/toast'
import { formatFileSize } from '@/i18n/format'
import { emailKeys } from '../queries'
import { isTooLarge, readAttachment } from './attachments'
import { saveComposedDraft, sendComposed } from './composeRequests'
import type { ComposeRequest, ComposeValues } from './composeTypes'
import type { ComposeForm } from './useComposeForm'

interface SubmitInput {
  values: ComposeValues
  draftId: number | null
}

/**
 * What the dialog's buttons do: send (closing the dialog), save a draft (staying open), attach
 * files. Sending is the form's submit; a draft is saved as it stands, with only its addresses
 * checked. The back end's refusals show next to the fields, the rest in the form's alert.
 */
export function useComposeSubmit(request: ComposeRequest, compose: ComposeForm, onSent: () => void) {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  const { form } = compose
  const [attachError, setAttachError] = useState<string | null>(null)
  // A sent mail, a draft or a reply changes lists, counts and the open thread alike: all of them
  // refetch. Not awaited: the dialog closes at once and the lists catch up behind it.
  const refreshMail = () => void queryClient.invalidateQueries({ queryKey: emailKeys.all })
  const showFailure = (error: unknown) =>
    showSubmitError(
      form,
      error,
      error instanceof ApiError && error.status === 404
        ? t`The mail or draft this refers to no longer exists.`
        : t`The message could not be sent or saved. Please try again.`,
    )

  const sendMutation = useMutation({
    mutationFn: ({ values, draftId }: SubmitInput) => sendComposed(request, values, draftId),
    onSuccess: () => {
      showToast(t`Message sent`, { variant: 'success' })
      refreshMail()
      onSent()
    },
    onError: showFailure,
  })

  const saveMutation = useMutation({
    mutationFn: ({ values, draftId }: SubmitInput) => saveComposedDraft(values, draftId),
    onSuccess: (draft, { values }) => {
      compose.markSaved(values, draft.id)
      showToast(t`Draft saved`, { variant: 'success' })
      refreshMail()
    },
    onError: showFailure,
  })

  const busy = sendMutation.isPending || saveMutation.isPending

  const send = () => {
    if (busy) return
    compose.commitAddressText()
    compose.markTriedToSend()
    void form.handleSubmit((values) => sendMutation.mutate({ values, draftId: compose.draftId }))()
  }

  const saveDraft = () => {
    if (busy) return
    const values = compose.commitAddressText()
    form.clearErrors('root')
    if (compose.canSaveDraft(values)) saveMutation.mutate({ values, draftId: compose.draftId })
  }

  const attach = async (files: File[]) => {
    const refused = files.filter(isTooLarge).map((file) => file.name)
    const limit = formatFileSize(MAX_ATTACHMENT_BYTES)
    const names = refused.join(', ')
    setAttachError(refused.length > 0 ? t`Too large to attach (${limit} at most): ${names}` : null)
    try {
      compose.addAttachments(await Promise.all(files.filter((file) => !isTooLarge(file)).map(readAttachment)))
    } catch {
      setAttachError(t`A file could not be read. Please try again.`)
    }
  }

  return {
    send,
    saveDraft,
    attach: (files: File[]) => void attach(files),
    attachError,
    sending: sendMutation.isPending,
    saving: saveMutation.isPending,
  }
}
