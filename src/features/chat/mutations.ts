import { useCallback } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { api } from '@/api'
import { sendChatMessage, updateChatProfileUser, type ChatContact, type ChatProfileSettings } from '@/api/contract/chat'
import type { ChatStatus } from '@/api/contract/chatValues'
import { optimisticMutation } from '@/lib/optimisticMutation'
import { addSentMessage, writeProfileUser } from './cacheWrites'
import { chatKeys } from './keys'
import { outbox as appOutbox, type Outbox } from './outbox'

/**
 * Sends messages. A message shows at once, from the outbox, marked as on its way; once the back end
 * has it, the thread and the list show the back end's copy (with its delivery ticks). A refused
 * message stays in the thread, marked, and `retry` sends it again; a toast says so too.
 *
 *   const { send, retry } = useSendMessage()
 *   send(contact, 'Hello')       // in the thread before this returns
 *   retry(contact, outgoing.id)  // a refused one, again
 */
export function useSendMessage(box: Outbox = appOutbox) {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  const { mutate } = useMutation({
    mutationFn: async ({ contact, outgoingId }: { contact: ChatContact; outgoingId: string }) => {
      const outgoing = box.find(outgoingId)
      if (!outgoing) throw new Error(`No message ${outgoingId} to send`)
      try {
        const answer = await api(sendChatMessage, { body: { obj: { message: outgoing.message, contact: { id: contact.id } } } })
        // A poll under way would land after this and drop the message for a moment.
        await queryClient.cancelQueries({ queryKey: chatKeys.thread(contact.id) })
        addSentMessage(queryClient, contact, answer.newMessageData, answer.id, answer.chat)
        box.remove(outgoing.id)
        return answer
      } catch (error) {
        box.mark(outgoing.id, 'failed')
        throw error
      }
    },
    meta: { errorMessage: () => t`Your message could not be sent. Use Retry to send it again.` },
    // The list's order and the contact's place (chats or contacts) come from the back end next.
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.list() }),
  })
  // The outbox changes here, before the mutation starts (a tick later): the thread shows it at once.
  const send = useCallback(
    (contact: ChatContact, message: string) => mutate({ contact, outgoingId: box.add(contact.id, message).id }),
    [box, mutate],
  )
  const retry = useCallback(
    (contact: ChatContact, outgoingId: string) => {
      box.mark(outgoingId, 'sending')
      mutate({ contact, outgoingId })
    },
    [box, mutate],
  )
  return { send, retry }
}

/** What the profile user may change: status, about, or one or both settings. */
export interface ProfileChanges {
  status?: ChatStatus
  about?: string
  settings?: Partial<ChatProfileSettings>
}

/** Saves the profile user's status, about or settings; the screen shows the change at once and takes it back if refused. */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation(
    optimisticMutation(queryClient, {
      keys: () => [chatKeys.list()],
      mutationFn: (changes: ProfileChanges) => api(updateChatProfileUser, { body: changes }),
      apply: (cache, changes) => writeProfileUser(cache, (user) => applyChanges(user, changes)),
      applyAnswer: (cache, answer) => writeProfileUser(cache, () => answer),
      errorMessage: () => t`Your profile could not be saved. Please try again.`,
    }),
  )
}

function applyChanges<U extends { status: ChatStatus; about: string; settings: ChatProfileSettings }>(user: U, changes: ProfileChanges): U {
  return {
    ...user,
    ...(changes.status && { status: changes.status }),
    ...(changes.about !== undefined && { about: changes.about }),
    settings: { ...user.settings, ...changes.settings },
  }
}
