import { z } from 'zod'
import { Task, type TaskAssignee } from '@/api/contract/todo'
import { TASK_TAGS, type TaskTag } from '@/api/contract/todoValues'
import { addDays, seedDay, type Day } from './clock'
import { numberedName } from './scenarios'
import { seedUsers } from './users'

/**
 * The to-do app's tasks (`Task` in src/api/contract/todo.ts), seeding the `tasks` collection: the
 * product team of Vantage Labs at work, given to people of the users app (./users.ts).
 */

/**
 * A task as stored: the contract's fields and its place in the arranged ("latest") order, highest
 * first. Seeded positions are the ids, so the latest order starts as id descending; a new task goes
 * above every other, a moved one between its new neighbours. The handlers answer `Task` without it.
 */
export const TaskRecord = Task.extend({ position: z.number().finite() })
export type TaskRecord = z.infer<typeof TaskRecord>

/** The people tasks are given to, by their id in the users seed: the same names and pictures the users app lists. */
const PEOPLE = { amira: 1, otto: 2, breena: 3, tamsin: 7, linnea: 11, esther: 12, carmen: 22 } as const
type Person = keyof typeof PEOPLE

interface SeedTask {
  title: string
  /** Days from the seed day to the due date (negative: overdue); null: no due date. */
  due: number | null
  description: string
  assignee: Person | null
  tags: TaskTag[]
  completed?: boolean
  important?: boolean
  deleted?: boolean
}

// In id order: the last one is the newest, first in the latest order.
const TASKS: readonly SeedTask[] = [
  {
    title: 'Renew the TLS certificates of the staging servers',
    due: -12,
    description: '<p>The staging certificates expire soon. Renew them and check that the preview links still open.</p>',
    assignee: 'otto',
    tags: ['high'],
    completed: true,
  },
  {
    title: 'Archive the old marketing landing pages',
    due: -9,
    description: '<p>Move the pages of retired campaigns to the archive and redirect their addresses to the home page.</p>',
    assignee: null,
    tags: ['low'],
    deleted: true,
  },
  {
    title: 'Write the accessibility audit summary',
    due: -6,
    description: '<p>Sum up the findings of the screen-reader audit: <strong>missing labels</strong>, focus order and contrast.</p>',
    assignee: 'linnea',
    tags: ['medium', 'update'],
    completed: true,
  },
  {
    title: 'Fix the date picker overlapping the footer on small screens',
    due: -4,
    description: '<p>On phones the calendar popup covers the save button. Reproduced on the invoice form.</p>',
    assignee: 'breena',
    tags: ['high'],
  },
  {
    title: 'Interview candidates for the frontend engineer role',
    due: -2,
    description: '<p>Three interviews are booked. Share the notes in the hiring channel the same day.</p>',
    assignee: 'esther',
    tags: ['team'],
    important: true,
    completed: true,
  },
  {
    title: 'Book the venue for the team offsite',
    due: 20,
    description: '<p>Compare the two venues the team shortlisted and book the one with the larger workshop room.</p>',
    assignee: 'carmen',
    tags: ['team'],
    important: true,
    deleted: true,
  },
  {
    title: 'Triage the bug reports from the support queue',
    due: -1,
    description: '<p>Label each new report, merge the duplicates and pick the ones for this sprint.</p>',
    assignee: 'amira',
    tags: ['high', 'team'],
    important: true,
  },
  {
    title: 'Clean up unused feature flags',
    due: null,
    description: '<p>Remove the flags that have been on for everyone for a month, and the code behind the old paths.</p>',
    assignee: 'otto',
    tags: ['low'],
    completed: true,
    deleted: true,
  },
  {
    title: 'Update the pricing page with the new team plan',
    due: 0,
    description: '<p>The team plan now includes five seats. Update the comparison table and the FAQ.</p>',
    assignee: 'tamsin',
    tags: ['update', 'medium'],
  },
  {
    title: 'Review the pull request for the invoice CSV export',
    due: 0,
    description: '<p>Check the column order against the spreadsheet template the finance team sent.</p>',
    assignee: 'breena',
    tags: ['medium'],
    important: true,
  },
  {
    title: 'Prepare the release notes for version 4.2',
    due: 1,
    description: '<p>List the new calendar views, the faster invoice search and the fixed bugs, in plain words.</p>',
    assignee: 'linnea',
    tags: ['update'],
  },
  {
    title: 'Benchmark dashboard load time on slow networks',
    due: 2,
    description: '<p>Measure the first paint on a throttled 3G profile, before and after splitting the charts bundle.</p>',
    assignee: null,
    tags: ['medium'],
  },
  {
    title: 'Refresh the dark theme colour tokens',
    due: null,
    description: '<p>Several chips lack contrast in dark mode. Align the tokens with the design file.</p>',
    assignee: 'carmen',
    tags: ['low'],
  },
  {
    title: 'Run the usability test of the new onboarding flow',
    due: 3,
    description: '<p>Five sessions with trial customers. Note where they stop and what they look for.</p>',
    assignee: 'esther',
    tags: ['team', 'high'],
    important: true,
  },
  {
    title: 'Translate the invoice emails into Portuguese',
    due: 5,
    description: '<p>European Portuguese, formal register. Send the drafts to the Lisbon office for review.</p>',
    assignee: null,
    tags: ['low', 'update'],
  },
  {
    title: 'Document the permissions model for administrators',
    due: 7,
    description: '<p>Explain which role may read or change each page, with the reasons, for the help centre.</p>',
    assignee: 'amira',
    tags: ['medium'],
  },
  {
    title: 'Migrate the billing service to the new payments API',
    due: 7,
    description: '<p>Move card payments first; keep the old endpoint until every customer has switched.</p>',
    assignee: 'tamsin',
    tags: ['high'],
    important: true,
  },
  {
    title: 'Send the monthly product update to customers',
    due: -3,
    description: '<p>Highlight the calendar app and the new export options. Link the release notes.</p>',
    assignee: 'linnea',
    tags: ['update', 'team'],
    completed: true,
  },
  {
    title: 'Sketch the empty states of the calendar app',
    due: 9,
    description: '<p>One illustration for a month without events and one for a filter that hides them all.</p>',
    assignee: 'breena',
    tags: ['low'],
  },
  {
    title: 'Plan the design system sync with the mobile team',
    due: 10,
    description: '<p>Agree on shared spacing and typography tokens, and on who owns the icon set.</p>',
    assignee: 'otto',
    tags: ['team'],
  },
  {
    title: 'Set up error alerts for the reporting service',
    due: null,
    description: '<p>Page the on-call engineer when exports fail more than five times in ten minutes.</p>',
    assignee: null,
    tags: ['high'],
    deleted: true,
  },
  {
    title: 'Review the data retention policy with legal',
    due: 14,
    description: '<p>Confirm how long deleted accounts and their invoices are kept, and update the privacy page.</p>',
    assignee: 'esther',
    tags: ['medium'],
    important: true,
  },
  {
    title: 'Check the French translations of the settings page',
    due: null,
    description: '<p>Some labels are cut off in French. Ask for shorter wording where the space is tight.</p>',
    assignee: 'carmen',
    tags: ['low'],
    completed: true,
  },
  {
    title: 'Prepare the demo for the Kestrel Analytics renewal',
    due: 4,
    description: '<p>Show the new reports and the team plan. Use the demo account, not real customer data.</p>',
    assignee: 'amira',
    tags: ['team', 'high'],
    important: true,
  },
  {
    title: 'Order new test devices for quality assurance',
    due: 30,
    description: '<p>One small Android phone and one tablet, to test the layouts the team cannot check on laptops.</p>',
    assignee: null,
    tags: [],
  },
  {
    title: 'Draft the roadmap of the analytics module for next quarter',
    due: 12,
    description: '<p>Collect the requests from sales and support, then rank them by impact and effort.</p>',
    assignee: 'tamsin',
    tags: ['update'],
  },
]

/** How many tasks the demo starts with. */
export const TASK_COUNT = TASKS.length

/**
 * The tasks the demo starts with, due around `day` (./clock.ts): every tag and state, some overdue,
 * some due today, tomorrow or next week, some without a due date or anyone assigned.
 */
export function seedTasks(day: Day = seedDay()): TaskRecord[] {
  const users = new Map(seedUsers().map((user) => [user.id, user]))
  const assigneeOf = (person: Person): TaskAssignee => {
    const { fullName, avatar } = users.get(PEOPLE[person])!
    return { fullName, avatar }
  }
  return TASKS.map((task, index) => {
    const id = index + 1
    return {
      id,
      title: task.title,
      dueDate: task.due === null ? null : addDays(day, task.due),
      description: task.description,
      assignee: task.assignee === null ? null : assigneeOf(task.assignee),
      // In TASK_TAGS's order, as the contract stores a written task's tags.
      tags: TASK_TAGS.filter((tag) => task.tags.includes(tag)),
      isCompleted: task.completed ?? false,
      isDeleted: task.deleted ?? false,
      isImportant: task.important ?? false,
      position: id,
    }
  })
}

/** Copy `n` of a task, for the large scenarios (./scenarios.ts): its title numbered, its place that of its new id, as the seed's are. */
export function copyTask(task: TaskRecord, n: number): TaskRecord {
  return { ...task, title: numberedName(task.title, n), position: task.id }
}
