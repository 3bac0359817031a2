import type { EmailFolder, EmailLabel, EmailSender } from '@/api/contract'
import type { Day } from './clock'
import { monthAndYear, monthName, movedMonth, quarterName, type Month } from './writtenDates'

/**
 * The seeded mails, hand-written so the demo reads like a real mailbox. ./emails.ts turns each into
 * an Email: ids by position, times counted back from 08:30 UTC on the day the data is seeded for
 * (./clock.ts), the owner as sender of sent mail and drafts and as recipient of the rest. The months
 * and quarters the texts name move with that day too (./writtenDates.ts).
 */
export interface SeedMail {
  /** Someone else's mail; left out for the owner's own (sent, drafts). */
  from?: EmailSender
  /** Default: the owner. Written as people; the mail keeps their name and address. */
  to?: EmailSender[]
  cc?: EmailSender[]
  subject: string
  message: string
  folder: EmailFolder
  minutesAgo: number
  labels?: EmailLabel[]
  isRead?: boolean
  isStarred?: boolean
  /**
   * Attachments as [file name, size in bytes, stored file]: each file is in public/files/email, under
   * its name or, for a name that moves with the day ("Invoice May 2025.pdf"), under the stored one.
   */
  files?: [name: string, bytes: number, stored?: string][]
  replies?: { fromMe: boolean; message: string; minutesAgo: number }[]
}

const HOUR = 60
const DAY = 24 * HOUR

const person = (name: string, email: string, avatar = ''): EmailSender => ({ name, email, avatar })

const rena = person('Rena Brant', 'rena.brant@acme.co', '/images/avatars/3.svg')
const marcus = person('Marcus Lindqvist', 'marcus.lindqvist@post.io', '/images/avatars/4.svg')
const priya = person('Priya Sharma', 'priya.sharma@mail.com', '/images/avatars/5.svg')
const lea = person('Léa Dubois', 'lea.dubois@webmail.org')
const kwame = person('Kwame Mensah', 'kwame.mensah@inbox.net', '/images/avatars/7.svg')
const yuki = person('Yuki Tanaka', 'yuki.tanaka@example.com', '/images/avatars/8.svg')
const henrik = person('Henrik Andersen', 'henrik.andersen@acme.co')
const camila = person('Camila Morales', 'camila.morales@post.io', '/images/avatars/10.svg')
const oscar = person('Oscar Bennett', 'oscar.bennett@mail.com', '/images/avatars/11.svg')
const nadia = person('Nadia Haddad', 'nadia.haddad@inbox.net', '/images/avatars/12.svg')
const billing = person('Cloudly Billing', 'billing@cloudly.example')
const newsletter = person('Frontend Weekly', 'hello@frontendweekly.example')
const prize = person('Prize Department', 'winner@lucky-draw.example')
const pharmacy = person('Best Deals', 'deals@cheap-offers.example')

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('')
const list = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`

/** The mails of one folder, in the order they are numbered. */
const inFolder = (folder: EmailFolder, mails: Omit<SeedMail, 'folder'>[]): SeedMail[] =>
  mails.map((mail) => ({ ...mail, folder }))

/** The mails for the data seeded for `day`. */
export function mailsFor(day: Day): SeedMail[] {
  // Rena's roadmap mail (30 May 2025 for TEST_DAY) plans the next quarter and the one after it.
  const planned = movedMonth(day, '2025-05-30') + 3
  // Marcus's numbers (6 May 2025) are those of the quarter he writes in.
  const reported = movedMonth(day, '2025-05-06')
  // Cloudly bills by the month: the newest invoice is for the month 18 days before the day (May 2025),
  // the older one for the month before. Counted in months, so the two never name one month twice or skip one.
  const billed = movedMonth(day, '2025-05-15')
  return [...inboxMails(planned, reported, billed), ...otherMails(billed - 1)]
}

/** The inbox; `planned`, `reported` and `billed` are the months its mails name (see mailsFor). */
const inboxMails = (planned: Month, reported: Month, billed: Month): SeedMail[] => [
  ...inFolder('inbox', [
    {
      from: rena,
      subject: `${quarterName(planned)} roadmap review`,
      message:
        p('Hi John,', 'Ahead of Thursday, here is the short list of what I would like us to settle:') +
        list(
          'Which of the three search features ship first',
          `Whether the mobile redesign moves to ${quarterName(planned + 3)}`,
          'Hiring for the platform team',
        ) +
        p('The full draft is in the attached PDF. Comments welcome before Wednesday noon.', 'Thanks,<br>Rena'),
      minutesAgo: 3 * DAY,
      labels: ['company', 'important'],
      isStarred: true,
      files: [[`${quarterName(planned)} Roadmap.pdf`, 808, 'Q3 Roadmap.pdf']],
      replies: [
        {
          fromMe: true,
          message: p('Thanks Rena, I will read it tonight. Search first gets my vote.'),
          minutesAgo: 3 * DAY - 2 * HOUR,
        },
        {
          fromMe: false,
          message: p('Great. Marcus agrees too, so I will put search at the top of the agenda.'),
          minutesAgo: 2 * DAY + 20 * HOUR,
        },
      ],
    },
    {
      from: marcus,
      subject: 'Budget sheet for the offsite',
      message:
        p(
          'Hello John,',
          'I have put the numbers for the team offsite in the spreadsheet. Travel is the biggest line; we are still under the cap.',
        ) + p('Could you approve it by Friday?'),
      minutesAgo: 35,
      labels: ['company'],
      isRead: false,
      files: [['Offsite Budget.xlsx', 1588]],
    },
    {
      from: priya,
      subject: 'Welcome aboard! Your onboarding plan',
      message:
        p('Hi John,', 'Welcome to the team! Your first week looks like this:') +
        list(
          'Monday: laptop setup and accounts',
          'Tuesday: product walkthrough with Rena',
          'Wednesday to Friday: your first small ticket',
        ) +
        p('Our handbook is at <a href="https://handbook.example.com/onboarding">handbook.example.com</a>.'),
      minutesAgo: 2 * HOUR,
      labels: ['company'],
      isRead: false,
      files: [
        ['Onboarding Guide.docx', 969],
        ['Office Map.png', 189],
      ],
    },
    {
      from: lea,
      subject: 'Dinner on Saturday?',
      message: p(
        'Salut John!',
        'We are finally back from Lyon. Dinner at ours on Saturday, around seven? Bring nothing but yourself.',
        'Léa',
      ),
      minutesAgo: 5 * HOUR,
      labels: ['personal'],
      isRead: false,
      isStarred: true,
    },
    {
      from: kwame,
      subject: 'Design review notes',
      message:
        p('Team,', 'Notes from this morning:') +
        list('Buttons keep the rounded style', 'The dark theme needs more contrast in tables', 'Icons move to the outlined set') +
        p('Mock-ups are in the usual folder.'),
      minutesAgo: 1 * DAY + 3 * HOUR,
      labels: ['company'],
      cc: [rena, camila],
    },
    {
      from: yuki,
      subject: 'Customer list export',
      message: p('Hi John,', 'Here is the customer export you asked for. Please keep it internal: it has contact details in it.'),
      minutesAgo: 1 * DAY + 9 * HOUR,
      labels: ['private'],
      files: [['Customer List.csv', 145]],
    },
    {
      from: billing,
      subject: `Your invoice for ${monthName(billed)} is ready`,
      message:
        p('Hello,', `Your invoice for ${monthAndYear(billed)} is available. Amount due: <strong>$249.00</strong>.`) +
        p('<a href="https://cloudly.example/billing">View it in your account</a>.'),
      minutesAgo: 2 * DAY + 4 * HOUR,
      labels: ['important'],
      files: [[`Invoice ${monthAndYear(billed)}.pdf`, 768, 'Invoice May 2025.pdf']],
    },
    {
      from: henrik,
      subject: 'Team photo from the kickoff',
      message: p('Hey John,', 'Found the photo from the kickoff. You are the one not looking at the camera.'),
      minutesAgo: 4 * DAY,
      labels: ['personal'],
      files: [['Team Photo.png', 250]],
    },
    {
      from: camila,
      subject: 'Release notes 2.4 for review',
      message:
        p('Hi John,', 'The draft release notes for 2.4 are below. Anything missing?') +
        list('New global search', 'Bookmarks in the navbar', 'Faster data tables') +
        p('I would like to publish on Monday.'),
      minutesAgo: 5 * DAY + 2 * HOUR,
      labels: ['company'],
      isRead: false,
      files: [['Release Notes.txt', 138]],
    },
    {
      from: newsletter,
      subject: 'This week: React 19 in production',
      message:
        p('This week in frontend:') +
        list('Actions and forms in React 19', 'Typed routes without the boilerplate', 'Measuring what users feel') +
        p('<a href="https://frontendweekly.example/issue/212">Read the full issue</a>'),
      minutesAgo: 6 * DAY,
    },
    {
      from: oscar,
      subject: 'Design assets for the landing page',
      message: p('Hi John,', 'All assets for the new landing page are in the zip. Fonts are licensed for web use.'),
      minutesAgo: 8 * DAY,
      labels: ['company', 'important'],
      isStarred: true,
      files: [['Design Assets.zip', 361]],
    },
    {
      from: nadia,
      subject: 'Signed contract',
      message: p(
        'Dear John,',
        'Please find the signed contract attached. The original follows by post.',
        'Kind regards,<br>Nadia Haddad',
      ),
      minutesAgo: 10 * DAY,
      labels: ['important', 'private'],
      files: [['Sales Contract.pdf', 717]],
    },
    {
      from: priya,
      subject: 'Lunch and learn next week',
      message: p(
        'Hi all,',
        'Next week Yuki talks about accessibility testing. Pizza is on us. Sign up in the sheet so we order enough.',
      ),
      minutesAgo: 14 * DAY,
    },
    {
      from: lea,
      subject: 'Photos from Lyon',
      message: p('As promised, a few photos from the trip. The market on Sunday was the best part.'),
      minutesAgo: 20 * DAY,
      labels: ['personal'],
      isRead: false,
    },
    {
      from: marcus,
      subject: 'Quarterly numbers',
      message: p(
        'John,',
        `Revenue is up 8% on last quarter, churn flat. Details at the <a href="https://intranet.example/${quarterName(reported).toLowerCase()}">intranet</a>.`,
      ),
      minutesAgo: 27 * DAY,
      labels: ['company'],
    },
  ]),
]

/** The other folders; `billedBefore`: the month of the older Cloudly invoice, in the trash. */
const otherMails = (billedBefore: Month): SeedMail[] => [
  // The owner's own mail.
  ...inFolder('sent', [
    {
      to: [rena],
      subject: 'Re: Interview schedule',
      message: p('Hi Rena,', 'Tuesday at 10 works for me. I will prepare the system design exercise.'),
      minutesAgo: 1 * DAY + 6 * HOUR,
      labels: ['company'],
    },
    {
      to: [marcus],
      cc: [yuki],
      subject: 'Vendor comparison',
      message:
        p('Marcus,', 'Here is how the three vendors compare:') +
        list('Cloudly: cheapest, weakest support', 'Hostwise: best support, 20% more', 'Nimbus: middle on both') +
        p('I lean towards Nimbus.'),
      minutesAgo: 2 * DAY + 1 * HOUR,
      labels: ['company'],
      isStarred: true,
      files: [['Vendor Comparison.xlsx', 1589]],
    },
    {
      to: [lea],
      subject: 'Re: Dinner on Saturday?',
      message: p('Sounds lovely, count me in! I will bring dessert anyway.'),
      minutesAgo: 4 * HOUR,
      labels: ['personal'],
    },
    {
      to: [camila],
      subject: 'Feedback on release notes',
      message: p('Hi Camila,', 'Looks good. Please add the keyboard shortcuts for search, and mention the bookmarks limit.'),
      minutesAgo: 4 * DAY + 5 * HOUR,
    },
    {
      to: [henrik, oscar],
      subject: 'Friday demo',
      message: p('Hi both,', 'Friday 3 pm for the demo. Please have the staging build ready by noon.'),
      minutesAgo: 9 * DAY,
      labels: ['company'],
    },
    {
      to: [nadia],
      subject: 'Contract draft',
      message: p('Dear Nadia,', 'Attached is the contract draft with our changes marked. Let me know if anything is unclear.'),
      minutesAgo: 12 * DAY,
      labels: ['private'],
      files: [['Contract Draft.docx', 957]],
    },
  ]),
  ...inFolder('draft', [
    {
      to: [kwame],
      subject: 'Ideas for the dashboard',
      message: p('Kwame,', 'A few ideas before our call:') + list('Cards that can be reordered', 'A compact density setting'),
      minutesAgo: 6 * HOUR,
      labels: ['company'],
    },
    {
      to: [],
      subject: 'Holiday plans',
      message: p('Thinking about two weeks in August, maybe Portugal.'),
      minutesAgo: 3 * DAY + 7 * HOUR,
      labels: ['personal'],
    },
    {
      to: [priya],
      subject: '',
      message: p('Hi Priya, quick question about'),
      minutesAgo: 7 * DAY,
    },
  ]),
  ...inFolder('spam', [
    {
      from: prize,
      subject: 'Congratulations! You have won a prize',
      // Hostile on purpose: the screen must sanitise this (no script runs, no frame loads, no handler fires).
      message:
        p('Dear winner,', 'Click below to claim your reward!') +
        '<script>alert("stolen session")</script>' +
        '<iframe src="https://lucky-draw.example/claim" width="400" height="300"></iframe>' +
        '<img src="/images/not-there.png" onerror="alert(\'pwned\')" alt="prize">' +
        p('<a href="https://lucky-draw.example/claim">Claim now</a>'),
      minutesAgo: 1 * HOUR,
      isRead: false,
    },
    {
      from: pharmacy,
      subject: 'Limited offer: 90% off today only',
      message: p('Best prices of the year. Offer ends at midnight.'),
      minutesAgo: 2 * DAY + 8 * HOUR,
      isRead: false,
    },
    {
      from: person('Account Security', 'security@paypa1.example'),
      subject: 'Your account has been suspended',
      message: p('We noticed unusual activity. Confirm your password within 24 hours.'),
      minutesAgo: 6 * DAY + 5 * HOUR,
    },
    {
      from: newsletter,
      subject: 'You are missing out',
      message: p('Upgrade to premium to read every issue.'),
      minutesAgo: 16 * DAY,
    },
  ]),
  ...inFolder('trash', [
    {
      from: camila,
      subject: 'Old release checklist',
      message: p('The checklist from 2.2, for reference.'),
      minutesAgo: 11 * DAY,
      labels: ['company'],
      isStarred: true,
    },
    {
      from: oscar,
      subject: 'Parking spaces',
      message: p('Reminder: the garage is closed on Monday for cleaning.'),
      minutesAgo: 13 * DAY,
    },
    {
      from: yuki,
      subject: 'Birthday collection for Henrik',
      message: p('We are collecting for a present for Henrik. Keep it secret!'),
      minutesAgo: 18 * DAY,
      labels: ['personal'],
      isRead: false,
    },
    {
      to: [kwame],
      subject: 'Draft that went nowhere',
      message: p('Never mind, solved it.'),
      minutesAgo: 22 * DAY,
    },
    {
      from: billing,
      subject: `Your invoice for ${monthName(billedBefore)} is ready`,
      message: p(`Your invoice for ${monthAndYear(billedBefore)} is available. Amount due: <strong>$249.00</strong>.`),
      minutesAgo: 31 * DAY,
      labels: ['important'],
      files: [[`Invoice ${monthAndYear(billedBefore)}.pdf`, 770, 'Invoice April 2025.pdf']],
    },
  ]),
]
