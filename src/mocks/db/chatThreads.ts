import { z } from 'zod'
import { ChatThread, type ChatMessage } from '@/api/contract/chat'
import { CHAT_SELF_ID, type ChatStatus } from '@/api/contract/chatValues'
import { CONTACT_ID_SPAN, seedChatContacts } from './chatContacts'
import { seedDay, timeOn, type Day } from './clock'
import { copyId } from './scenarios'

/**
 * The chat's threads (`chatThreads` collection): one per contact who has one, oldest message first.
 *
 * The seed's "now" is midnight UTC at the start of the day the data is seeded for (./clock.ts): every
 * seeded message is minutes to days before it, so a message written on that day (stamped with the
 * mock's clock) is always the newest, whatever the time of day, and its thread comes first in the list.
 */
export const chatSeedNow = (day: Day = seedDay()): number => timeOn(day, '00:00')

/**
 * A reply the contact will send (see src/mocks/handlers/chat.ts): its text and when it is due, in
 * milliseconds of the real clock, so every tab and a reload agree on it.
 */
export const PendingReply = z.object({ message: z.string(), dueAt: z.number().int() })
export type PendingReply = z.infer<typeof PendingReply>

/** A thread as stored: the contract's, and the contact's reply still to come (null: none). The handlers answer `ChatThread` without it. */
export const ChatThreadRecord = ChatThread.extend({ pendingReply: PendingReply.nullable() })
export type ChatThreadRecord = z.infer<typeof ChatThreadRecord>

type Line = [from: 'me' | 'them', minutesAgo: number, message: string]

interface SeedThread {
  contactId: number
  /** How many of the contact's last messages the user has not opened yet. */
  unseen: number
  /**
   * Whether the contact has read the user's messages after their own last one. Earlier ones they
   * have (they answered them); these are delivered unless the contact is offline, and seen only if read.
   */
  read: boolean
  lines: Line[]
}

// Most recent first, as the chat list shows them.
const THREADS: readonly SeedThread[] = [
  {
    contactId: 4,
    unseen: 2,
    read: true,
    lines: [
      ['me', 95, 'Are we still on for the 1.8 release window tonight?'],
      ['them', 90, "Yes, the pipeline is green. I'll start the database migration in about an hour."],
      ['me', 88, 'Great. Anything you need from me before then?'],
      ['them', 80, 'Just a final go from you once QA signs off on the hotfix branch.'],
      ['me', 42, 'QA signed off. You have the go.'],
      ['them', 38, 'Thanks! The migration is running now, about 15 minutes for the invoices table.'],
      ['them', 21, 'Migration done, no errors. Rolling out the web app to the first region.'],
      ['them', 9, 'The first region is healthy: error rate flat, p95 latency down 12%.'],
      ['them', 6, "Rolling out to the other regions now. I'll post in #releases when it's finished."],
    ],
  },
  {
    contactId: 1,
    unseen: 0,
    read: false,
    lines: [
      ['them', 190, 'Hi! Quick question about the analytics dashboard: should the charts follow the dark skin too?'],
      ['me', 185, 'Yes, every chart should use the theme colours. Is something off?'],
      ['them', 180, 'The tooltips stay white in dark mode, and the grid lines are almost invisible.'],
      ['me', 176, "That's the chart library's defaults. Can you map them to our palette tokens?"],
      ['them', 170, "On it. I'll check the RTL layout while I'm there."],
      ['them', 95, 'Pushed a fix: tooltips and grid lines now follow the skin. Screenshots are in the pull request.'],
      ['me', 60, 'Looks great in light and dark. One thing: the legend overlaps the revenue chart on small screens.'],
      ['me', 48, 'Could you move it below the chart under 600 px?'],
    ],
  },
  {
    contactId: 3,
    unseen: 1,
    read: true,
    lines: [
      ['me', 480, 'Priya, are the new onboarding screens ready for a review?'],
      ['them', 470, "Almost! I'm polishing the empty states. Can I send them after lunch?"],
      ['me', 465, 'Sure, no rush.'],
      ['them', 330, 'Here they are: three steps instead of five, and inviting the team is optional now.'],
      ['me', 320, 'Love the shorter flow. Could the progress bar show the step names instead of dots?'],
      ['them', 312, "Good idea, that helps screen readers too. I'll update the prototype."],
      ['them', 290, 'Updated. I also added a skip link to every step.'],
    ],
  },
  {
    contactId: 6,
    unseen: 0,
    read: true,
    lines: [
      ['them', 1560, 'Morning! The Q2 churn numbers are in.'],
      ['me', 1555, 'And? Good news, I hope.'],
      ['them', 1550, 'Mostly: monthly churn dropped from 3.1% to 2.4%. Team plan customers stay the longest.'],
      ['me', 1540, "That's the new onboarding paying off. Can you split it by signup month?"],
      ['them', 1500, 'Done. The cohort chart is in the shared report, third tab.'],
      ['me', 1490, "Perfect, I'll use it in the quarterly review."],
      ['them', 1485, 'Let me know if the board wants the raw data.'],
      ['me', 1300, 'Will do, thanks Daniel!'],
    ],
  },
  {
    contactId: 5,
    unseen: 0,
    read: false,
    lines: [
      ['them', 3000, 'The regression run for 1.8 finished: 412 passed, 3 failed.'],
      ['me', 2995, 'Which ones failed?'],
      ['them', 2990, 'Two date picker tests in French, and the CSV export of the invoice list times out.'],
      ['me', 2980, 'The date picker is a known locale issue, Maya is on it. Is the export one new?'],
      ['them', 2970, "New, yes. It only happens with more than 500 rows. I've filed it with the steps."],
      ['me', 2960, 'Thanks. Lucas can look at the export tomorrow.'],
      ['them', 2900, "Great. I'm off tomorrow: ask in the QA channel if anything blocks the release."],
      ['me', 2850, "Enjoy your day off! I'll send you the release notes to check when you're back."],
    ],
  },
  {
    contactId: 7,
    unseen: 3,
    read: true,
    lines: [
      ['me', 6200, 'Sofia, can we go through the Q3 roadmap before the planning meeting?'],
      ['them', 6180, 'Yes! I have a draft with the ten most requested features.'],
      ['me', 6175, 'Is the calendar sync among them?'],
      ['them', 6170, "It's number two, right after role-based dashboards."],
      ['me', 6160, "Makes sense. Let's block two hours tomorrow morning."],
      ['them', 6150, "Booked. I'll bring the effort estimates from the engineering leads."],
      ['them', 5800, 'Heads-up: the mobile team wants to add offline mode to Q3.'],
      ['them', 5790, 'That would push the calendar sync to Q4. Your call.'],
      ['them', 5780, "Also, the customer advisory board meets next month and they'll ask about the public API."],
    ],
  },
]

/** The contact's own messages need no progress: they are the ones who sent them. */
const THEIRS = { isSent: true, isDelivered: true, isSeen: true } as const

export function seedChatThreads(day: Day = seedDay()): ChatThreadRecord[] {
  const now = chatSeedNow(day)
  const statusOf = new Map(seedChatContacts().map((contact) => [contact.id, contact.status]))
  return THREADS.map((thread, index) => ({
    id: index + 1,
    userId: thread.contactId,
    unseenMsgs: thread.unseen,
    chat: messagesOf(thread, now, statusOf.get(thread.contactId)!),
    pendingReply: null,
  }))
}

function messagesOf({ contactId, read, lines }: SeedThread, now: number, status: ChatStatus): ChatMessage[] {
  const lastOfTheirs = lines.findLastIndex(([from]) => from === 'them')
  return lines.map(([from, minutesAgo, message], index) => {
    const time = new Date(now - minutesAgo * 60_000).toISOString()
    if (from === 'them') return { message, time, senderId: contactId, feedback: { ...THEIRS } }
    // Answered, so read; after their last message: read only if the thread says so, delivered unless they are offline.
    const answered = index < lastOfTheirs
    const feedback = { isSent: true, isDelivered: answered || read || status !== 'offline', isSeen: answered || read }
    return { message, time, senderId: CHAT_SELF_ID, feedback }
  })
}

/** How much older each copy of the threads is than the one before. */
const COPY_GAP_MS = 7 * 86_400_000

/**
 * Copy `n` of a thread, for the large scenarios (./scenarios.ts): the same conversation with copy n
 * of its contact (./chatContacts.ts), (n - 1) weeks older.
 */
export function copyChatThread(thread: ChatThreadRecord, n: number): ChatThreadRecord {
  const userId = copyId(thread.userId, n, CONTACT_ID_SPAN)
  return {
    ...thread,
    userId,
    chat: thread.chat.map((message) => ({
      ...message,
      senderId: message.senderId === CHAT_SELF_ID ? CHAT_SELF_ID : userId,
      time: new Date(Date.parse(message.time) - (n - 1) * COPY_GAP_MS).toISOString(),
    })),
  }
}
