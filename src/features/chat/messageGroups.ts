import type { MessageFeedback } from '@/api/contract/chat'

/** How far a message the user wrote has got before the back end has it. */
export type OutgoingState = 'sending' | 'failed'

/** A message as the thread shows it: one of the back end's, or one the user sent that it does not have yet. */
export interface ShownMessage {
  /** Stable while the thread grows: React's key, and the group's. */
  key: string
  message: string
  /** ISO 8601. */
  time: string
  senderId: number
  /** The delivery of a message the back end has (the user's own). */
  feedback?: MessageFeedback
  /** A message still on its way, or refused: its outbox id and state. */
  outgoing?: { id: string; state: OutgoingState }
}

/** A day's heading, then runs of messages by one sender. */
export type ThreadItem =
  | { kind: 'day'; key: string; day: string }
  | { kind: 'group'; key: string; senderId: number; messages: ShownMessage[] }

const pad = (n: number) => String(n).padStart(2, '0')

/** The calendar day of a moment where the user is ('YYYY-MM-DD', their time zone). */
export function localDay(time: string | number | Date): string {
  const date = new Date(time)
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The day before `day` ('YYYY-MM-DD'), by the calendar (a day of 23 or 25 hours included). */
export function dayBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return localDay(new Date(year, month - 1, date - 1, 12))
}

/** Whether `day` is today, yesterday or earlier, seen from `today` (all 'YYYY-MM-DD'). */
export function relativeDay(day: string, today: string): 'today' | 'yesterday' | 'earlier' {
  if (day === today) return 'today'
  return day === dayBefore(today) ? 'yesterday' : 'earlier'
}

/**
 * The thread as the screen lays it out: a heading for each day (in the user's time zone), and under
 * it the day's messages in runs by sender, so a face and a name show once per run. Messages come
 * oldest first. A run's key is its first message's, so it keeps its key as messages join it.
 */
export function groupMessages(messages: readonly ShownMessage[]): ThreadItem[] {
  const items: ThreadItem[] = []
  let day: string | undefined
  let group: Extract<ThreadItem, { kind: 'group' }> | undefined
  for (const message of messages) {
    const messageDay = localDay(message.time)
    if (messageDay !== day) {
      day = messageDay
      group = undefined
      items.push({ kind: 'day', key: `day-${messageDay}`, day: messageDay })
    }
    if (group?.senderId !== message.senderId) {
      group = { kind: 'group', key: `group-${message.key}`, senderId: message.senderId, messages: [] }
      items.push(group)
    }
    group.messages.push(message)
  }
  return items
}
