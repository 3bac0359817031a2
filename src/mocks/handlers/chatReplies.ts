import type { ChatStatus } from '@/api/contract/chatValues'
import type { PendingReply } from '@/mocks/db/chatThreads'
import { seededRandom } from '@/mocks/db/random'

/**
 * What a contact answers, and when (the rules are in ./chat.ts). Canned but varied: the reply and
 * its delay are drawn from the message, the contact and the message's place in the thread, so the
 * same conversation always gets the same answers, in every tab and every test run.
 */
export const CANNED_REPLIES: readonly string[] = [
  'Sounds good to me!',
  'Got it, thanks for the heads-up.',
  'Let me check and get back to you in a bit.',
  "Makes sense. I'll take care of it today.",
  "Good point, I hadn't thought of that.",
  "Sure, I'll add it to the board.",
  'Thanks! That helps a lot.',
  'Can we talk it over at the stand-up tomorrow?',
  'On it 👍',
  "Agreed. Let's keep it simple for now.",
  "I'll send you an update before the end of the day.",
  'Perfect, thank you!',
  'Hmm, let me think about it and reply properly later.',
  'Yes, that works for me.',
  "I'll loop in the rest of the team.",
  "Noted. I'll update the ticket.",
  'Great news, thanks for sharing!',
  'Could you send me the link?',
  'Done! Have a look when you have a minute.',
  'Happy to help, just let me know.',
]

/** How long a contact takes to answer, in milliseconds: a few seconds, or, offline, until they come back online. */
export const REPLY_DELAY_MS: Record<'reachable' | 'offline', readonly [min: number, max: number]> = {
  reachable: [2_000, 4_000],
  offline: [30_000, 60_000],
}

/**
 * The reply to the user's message `message`, the `position`th of the thread with `contactId`, sent
 * at `sentAt` (real milliseconds) to a contact with `status`.
 */
export function plannedReply(contactId: number, position: number, message: string, status: ChatStatus, sentAt: number): PendingReply {
  const random = seededRandom(hash(`${contactId}\n${position}\n${message}`))
  const text = random.pick(CANNED_REPLIES)
  const [min, max] = REPLY_DELAY_MS[status === 'offline' ? 'offline' : 'reachable']
  return { message: text, dueAt: sentAt + random.int(min, max) }
}

/** FNV-1a over the UTF-16 code units: a small, stable number for a text. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return h >>> 0
}
