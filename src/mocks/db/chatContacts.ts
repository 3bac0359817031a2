import type { ChatContact, ChatProfileUser } from '@/api/contract/chat'
import { CHAT_SELF_ID } from '@/api/contract/chatValues'
import { seedAccounts } from './accounts'
import { numberedName } from './scenarios'

/**
 * The chat's people (`chatContacts` and `chatProfile` collections): the product team of Vantage Labs
 * the signed-in user writes to, and the user themself as the chat shows them. Their threads are in
 * ./chatThreads.ts.
 */

/** The contacts, by id. No contact has CHAT_SELF_ID (11): that is the profile user's. */
const CONTACTS: readonly ChatContact[] = [
  {
    id: 1,
    fullName: 'Maya Okafor',
    role: 'Frontend Developer',
    about: 'Builds the dashboard screens and cares a lot about dark mode, RTL and keyboard users.',
    avatar: '/images/avatars/6.svg',
    status: 'online',
  },
  {
    id: 2,
    fullName: 'Lucas Ferreira',
    role: 'Backend Developer',
    about: 'APIs, queues and exports. Happiest when a slow query becomes a fast one.',
    avatar: '/images/avatars/7.svg',
    status: 'busy',
  },
  {
    id: 3,
    fullName: 'Priya Raman',
    role: 'Product Designer',
    about: 'Designs the onboarding and the design system. Prototypes first, pixels later.',
    avatar: '/images/avatars/3.svg',
    status: 'away',
  },
  {
    id: 4,
    fullName: 'Tomasz Nowak',
    role: 'DevOps Engineer',
    about: 'Keeps the pipelines green and the releases boring. On call this week.',
    avatar: '',
    status: 'online',
  },
  {
    id: 5,
    fullName: 'Hannah Becker',
    role: 'QA Engineer',
    about: 'Runs the regression suite and finds the bug before the customers do.',
    avatar: '/images/avatars/9.svg',
    status: 'offline',
  },
  {
    id: 6,
    fullName: 'Daniel Osei',
    role: 'Data Analyst',
    about: 'Churn, cohorts and funnels. Ask for the raw data, not just the chart.',
    avatar: '/images/avatars/12.svg',
    status: 'online',
  },
  {
    id: 7,
    fullName: 'Sofia Marques',
    role: 'Product Manager',
    about: 'Owns the roadmap and the customer advisory board. Loves a well-written ticket.',
    avatar: '/images/avatars/5.svg',
    status: 'away',
  },
  {
    id: 8,
    fullName: 'Elliot Grant',
    role: 'Customer Success Manager',
    about: 'The voice of our biggest customers inside the team.',
    avatar: '',
    status: 'offline',
  },
  {
    id: 9,
    fullName: 'Aiko Tanaka',
    role: 'UX Researcher',
    about: 'Runs the interviews and usability tests behind every big change.',
    avatar: '/images/avatars/13.svg',
    status: 'busy',
  },
  {
    id: 10,
    fullName: 'Rafael Costa',
    role: 'Mobile Developer',
    about: 'Brings the dashboard to phones and tablets, offline mode included.',
    avatar: '/images/avatars/14.svg',
    status: 'online',
  },
  {
    id: 12,
    fullName: 'Nora Lindqvist',
    role: 'Technical Writer',
    about: 'Writes the docs, the release notes and the help centre articles.',
    avatar: '/images/avatars/17.svg',
    status: 'offline',
  },
  {
    id: 13,
    fullName: 'Samuel Adeyemi',
    role: 'Security Engineer',
    about: 'Reviews every sign-in change and runs the yearly penetration test.',
    avatar: '/images/avatars/18.svg',
    status: 'away',
  },
]

export function seedChatContacts(): ChatContact[] {
  return CONTACTS.map((contact) => ({ ...contact }))
}

/** How many ids the contacts' seed spans: copy n of contact `id` has the id `copyId(id, n, CONTACT_ID_SPAN)` (./scenarios.ts). */
export const CONTACT_ID_SPAN = Math.max(...CONTACTS.map((c) => c.id)) - Math.min(...CONTACTS.map((c) => c.id)) + 1

/** Copy `n` of a contact, for the large scenarios (./scenarios.ts): "Maya Okafor 2". */
export function copyChatContact(contact: ChatContact, n: number): ChatContact {
  return { ...contact, fullName: numberedName(contact.fullName, n) }
}

/** The signed-in user as the chat shows them: the admin demo account's name and picture (one shared demo, as the mailbox). */
export function seedChatProfile(): ChatProfileUser[] {
  const admin = seedAccounts().find((account) => account.role === 'admin')!
  return [
    {
      id: CHAT_SELF_ID,
      fullName: admin.fullName,
      avatar: admin.avatar ?? '',
      role: 'admin',
      about: 'Product lead at Vantage Labs. Ask me about the roadmap, the releases or anything that blocks you.',
      status: 'online',
      settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
    },
  ]
}
