import type { z } from 'zod'
import { Id } from '@/api/contract/numbers'
import { ContactSearchItem, FileSearchItem } from '@/api/contract/search'
import { movedTo, seedDay, type Day } from './clock'
import { numberedAddress, numberedName } from './scenarios'

/**
 * The Files and Contacts groups of the global search. Stored with an id like every row of the
 * mock database; the API's item shapes have none, and `handle()` strips it from the answer.
 */
export const SearchFileRecord = FileSearchItem.extend({ id: Id })
export type SearchFileRecord = z.infer<typeof SearchFileRecord>
export const SearchContactRecord = ContactSearchItem.extend({ id: Id })
export type SearchContactRecord = z.infer<typeof SearchContactRecord>

/**
 * The people of the demo company: each is a contact and has uploaded one file. Their avatars are
 * numbered in this order, from 3 (1 and 2 are the demo accounts'). When each was added is written as
 * of TEST_DAY and moved to the day the data is seeded for (./clock.ts).
 */
const PEOPLE: [name: string, email: string, added: string, fileName: string, size: string][] = [
  ['Rena Brant', 'rena.brant@acme.co', '04/12/2024', 'Financial Report.pdf', '52kb'],
  ['Marcus Lindqvist', 'marcus.lindqvist@post.io', '11/03/2023', 'Quarterly Budget.xlsx', '128kb'],
  ['Priya Sharma', 'priya.sharma@mail.com', '07/21/2024', 'Onboarding Guide.docx', '310kb'],
  ['Léa Dubois', 'lea.dubois@webmail.org', '02/08/2022', 'Brand Guidelines.pdf', '2.4mb'],
  ['Kwame Mensah', 'kwame.mensah@inbox.net', '09/30/2023', 'Product Roadmap.pptx', '1.1mb'],
  ['Yuki Tanaka', 'yuki.tanaka@example.com', '05/17/2024', 'Customer List.csv', '84kb'],
  ['Henrik Andersen', 'henrik.andersen@acme.co', '12/01/2022', 'Team Photo.jpg', '3.2mb'],
  ['Camila Morales', 'camila.morales@post.io', '03/25/2024', 'Release Notes.txt', '12kb'],
  ['Oscar Bennett', 'oscar.bennett@mail.com', '08/14/2023', 'Design Assets.zip', '18mb'],
  ['Nadia Haddad', 'nadia.haddad@inbox.net', '01/19/2024', 'Sales Contract.pdf', '96kb'],
]

// Office's XML formats (docx, xlsx, pptx) show the icon of their older format.
const iconOf = (fileName: string) => `/images/icons/${fileName.split('.').pop()!.replace(/^(doc|xls|ppt)x$/, '$1')}.png`

export function seedSearchFiles(): SearchFileRecord[] {
  return PEOPLE.map(([by, , , title, size], index) => ({ title, by, size, file: iconOf(title), id: index + 1 }))
}

export function seedSearchContacts(day: Day = seedDay()): SearchContactRecord[] {
  return PEOPLE.map(([title, email, added], index) => ({ title, email, img: `/images/avatars/${index + 3}.svg`, date: movedUsDate(day, added), id: index + 1 }))
}

/** A contact's MM/DD/YYYY day, written as of TEST_DAY, moved to `day`. */
function movedUsDate(day: Day, written: string): string {
  const [month, date, year] = written.split('/')
  const [y, m, d] = movedTo(day, `${year}-${month}-${date}`).split('-')
  return `${m}/${d}/${y}`
}

/** Copy `n` of a file, for the large scenarios (./scenarios.ts): "Team Photo 2.jpg", uploaded by copy `n` of its person. */
export function copySearchFile(file: SearchFileRecord, n: number): SearchFileRecord {
  return { ...file, title: file.title.replace(/(?=\.[^.]*$)/, ` ${n}`), by: numberedName(file.by, n) }
}

/** Copy `n` of a contact, for the large scenarios: another person of the same name ("Rena Brant 2"), with their own email. */
export function copySearchContact(contact: SearchContactRecord, n: number): SearchContactRecord {
  return { ...contact, title: numberedName(contact.title, n), email: numberedAddress(contact.email, n) }
}
