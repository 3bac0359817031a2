// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { addDays, TEST_DAY, type Day } from './clock'
import { seedEmails } from './emails'

/** What a reader sees of a seeded mail that names a month or a quarter: subject, text, attachment names and links. */
function mailStarting(day: Day, subject: string) {
  const mail = seedEmails(day).find((email) => email.subject.startsWith(subject))
  if (!mail) throw new Error(`no seeded mail "${subject}…" for ${day}`)
  return { subject: mail.subject, message: mail.message, files: mail.attachments.map(({ fileName, url }) => ({ fileName, url })), time: mail.time }
}

const invoiceMails = (day: Day) => seedEmails(day).filter((email) => email.from.email === 'billing@cloudly.example')

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** The month a billing mail is for, read from its text ("Your invoice for May 2025 is available"), counted from year 0. */
function billedMonth(message: string): number {
  const [, name, year] = /Your invoice for (\w+) (\d{4}) is available/.exec(message) ?? []
  expect(MONTHS).toContain(name)
  return Number(year) * 12 + MONTHS.indexOf(name!)
}

describe('the months and quarters the seeded mails write out', () => {
  it('are those written for the test day', () => {
    expect(mailStarting(TEST_DAY, 'Your invoice for May')).toMatchObject({
      subject: 'Your invoice for May is ready',
      message: expect.stringContaining('Your invoice for May 2025 is available.'),
      files: [{ fileName: 'Invoice May 2025.pdf', url: '/files/email/Invoice%20May%202025.pdf' }],
    })
    expect(mailStarting(TEST_DAY, 'Your invoice for April')).toMatchObject({
      message: expect.stringContaining('Your invoice for April 2025 is available.'),
      files: [{ fileName: 'Invoice April 2025.pdf', url: '/files/email/Invoice%20April%202025.pdf' }],
    })
    expect(mailStarting(TEST_DAY, 'Q3 roadmap review')).toMatchObject({
      message: expect.stringContaining('Whether the mobile redesign moves to Q4'),
      files: [{ fileName: 'Q3 Roadmap.pdf', url: '/files/email/Q3%20Roadmap.pdf' }],
    })
    expect(mailStarting(TEST_DAY, 'Quarterly numbers').message).toContain('https://intranet.example/q2')
  })

  it('move with the day the data is seeded for; the attachments still download the stored files', () => {
    const day = '2026-11-27'
    expect(mailStarting(day, 'Your invoice for')).toMatchObject({
      subject: 'Your invoice for November is ready',
      message: expect.stringContaining('Your invoice for November 2026 is available.'),
      files: [{ fileName: 'Invoice November 2026.pdf', url: '/files/email/Invoice%20May%202025.pdf' }],
    })
    expect(invoiceMails(day).map((mail) => mail.subject)).toEqual(['Your invoice for November is ready', 'Your invoice for October is ready'])
    expect(mailStarting(day, 'Q1 roadmap review')).toMatchObject({
      message: expect.stringContaining('Whether the mobile redesign moves to Q2'),
      files: [{ fileName: 'Q1 Roadmap.pdf', url: '/files/email/Q3%20Roadmap.pdf' }],
    })
    expect(mailStarting(day, 'Quarterly numbers').message).toContain('https://intranet.example/q4')
    // Across a new year.
    expect(invoiceMails('2026-01-20').map((mail) => billedMonth(mail.message))).toEqual([2026 * 12, 2025 * 12 + 11])
  })

  it('name two months in a row for the invoices on every day of a year, neither one before it has begun', () => {
    for (let i = 0; i < 366; i++) {
      const day = addDays('2027-01-01', i)
      const [newer, older] = invoiceMails(day)
      const months = [billedMonth(newer!.message), billedMonth(older!.message)]
      expect(months[0]! - months[1]!, day).toBe(1)
      for (const [index, mail] of [newer!, older!].entries()) {
        const sent = new Date(mail.time)
        expect(sent.getUTCFullYear() * 12 + sent.getUTCMonth(), `${day}: ${mail.subject}`).toBeGreaterThanOrEqual(months[index]!)
      }
    }
  })
})
