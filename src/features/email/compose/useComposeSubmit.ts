import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { showToast } from '@/components/toast'
import { MAX_ATTACHMENT_BYTES } from '@/api/contract'
import { formatFileSize } from '../format'
import { isTooLarge, readAttachment } from './attachments'
import type { ComposeRequest } from './ComposeProvider'
import { addressErrors, sendErrors, type ComposeValues } from './composeValues'
import { saveComposedDraft, sendComposed } from './composeRequests'
import { readServerErrors } from './serverErrors'
import type { ComposeForm } from './useComposeForm'
import { emailKeys } from '../queries'


interface SubmitInput {
  values: ComposeValues
  draftId: number | null
}

/**
 * What the dialog's buttons do: send (closing the dialog), save a draft (staying open), attach
 * files. Each checks the form first and shows the back end's refusals next to the fields.
 */
export function useComposeSubmit(request: ComposeRequest, form: ComposeForm, onSent: () => void) {
  const queryClient = useQueryClient()
  const { t, i18n } = useLingui()
  const [attachError, setAttachError] = useState<string | null>(null)
  // A sent mail, a draft or a reply changes lists, counts and the open thread alike: all of them
  // refetch. Not awaited: the dialog closes at once and the lists catch up behind it.
  const refreshMail = () => void queryClient.invalidateQueries({ queryKey: emailKeys.all })
  const showFailure = (error: unknown) => form.setServerErrors(readServerErrors(error, i18n))

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
      form.markSaved(values, draft.id)
      showToast(t`Draft saved`, { variant: 'success' })
      refreshMail()
    },
    onError: showFailure,
  })

  const busy = sendMutation.isPending || saveMutation.isPending

  const send = () => {
    if (busy) return
    const values = form.commitAddressText()
    form.markTriedToSend()
    form.clearServerErrors()
    if (Object.keys(sendErrors(values, request.mode)).length === 0) sendMutation.mutate({ values, draftId: form.draftId })
  }

  const saveDraft = () => {
    if (busy) return
    const values = form.commitAddressText()
    form.clearServerErrors()
    // The invalid chips already show their message; the back end would refuse them anyway.
    if (Object.keys(addressErrors(values)).length === 0) saveMutation.mutate({ values, draftId: form.draftId })
  }

  const attach = async (files: File[]) => {
    const refused = files.filter(isTooLarge).map((file) => file.name)
    const limit = formatFileSize(MAX_ATTACHMENT_BYTES)
    const names = refused.join(', ')
    setAttachError(refused.length > 0 ? t`Too large to attach (${limit} at most): ${names}` : null)
    try {
      form.addAttachments(await Promise.all(files.filter((file) => !isTooLarge(file)).map(readAttachment)))
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
