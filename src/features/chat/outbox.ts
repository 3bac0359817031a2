import { useMemo, useSyncExternalStore } from 'react'
import type { OutgoingState } from './messageGroups'

/** A message the user wrote that the back end does not have yet: on its way, or refused and waiting for Retry. */
export interface OutgoingMessage {
  /** Unique in this tab. */
  id: string
  /** The contact it goes to. */
  contactId: number
  message: string
  /** When the user sent it (ISO 8601): where the thread shows it. */
  time: string
  state: OutgoingState
}

/**
 * The messages on their way, per contact, for as long as the tab lives. They are not server state
 * (the back end does not have them), so they live here and not in the query cache, where a thread's
 * next poll would write over them. Once the back end has a message, it leaves the outbox and the
 * thread shows the back end's copy.
 */
export function createOutbox() {
  let messages: readonly OutgoingMessage[] = []
  let counter = 0
  const listeners = new Set<() => void>()
  const set = (next: readonly OutgoingMessage[]) => {
    messages = next
    listeners.forEach((listener) => listener())
  }
  return {
    /** Puts a new message on its way; answers it. */
    add(contactId: number, message: string, time = new Date().toISOString()): OutgoingMessage {
      const outgoing: OutgoingMessage = { id: `out-${++counter}`, contactId, message, time, state: 'sending' }
      set([...messages, outgoing])
      return outgoing
    },
    /** Marks a message as refused (`failed`) or on its way again (`sending`). */
    mark(id: string, state: OutgoingState) {
      set(messages.map((outgoing) => (outgoing.id === id ? { ...outgoing, state } : outgoing)))
    },
    /** The back end has it: it leaves the outbox. */
    remove(id: string) {
      set(messages.filter((outgoing) => outgoing.id !== id))
    },
    find: (id: string) => messages.find((outgoing) => outgoing.id === id),
    all: () => messages,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

export type Outbox = ReturnType<typeof createOutbox>

/** The app's outbox. */
export const outbox = createOutbox()

const NONE: readonly OutgoingMessage[] = []

/** The messages to one contact still in the outbox, oldest first. */
export function useOutgoing(contactId: number, box: Outbox = outbox): readonly OutgoingMessage[] {
  const all = useSyncExternalStore(box.subscribe, box.all)
  // A stable empty list, so a thread with nothing outgoing does not render again for another's.
  return useMemo(() => {
    const mine = all.filter((outgoing) => outgoing.contactId === contactId)
    return mine.length === 0 ? NONE : mine
  }, [all, contactId])
}
