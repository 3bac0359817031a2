import type { ContactSearchItem, FileSearchItem } from '@/api/contract'

/**
 * The Files and Contacts groups of the global search. Stored with an id like every row of the
 * mock database; the API's item shapes have none, and `handle()` strips it from the answer.
 */
export type SearchFileRecord = FileSearchItem & { id: number }
export type SearchContactRecord = ContactSearchItem & { id: number }

const FILES: FileSearchItem[] = [
  { title: 'Financial Report 2024.pdf', by: 'Rena Brant', size: '52kb', file: '/images/icons/pdf.png' },
  { title: 'Quarterly Budget.xlsx', by: 'Marcus Lindqvist', size: '128kb', file: '/images/icons/xls.png' },
  { title: 'Onboarding Guide.docx', by: 'Priya Sharma', size: '310kb', file: '/images/icons/doc.png' },
  { title: 'Brand Guidelines.pdf', by: 'Léa Dubois', size: '2.4mb', file: '/images/icons/pdf.png' },
  { title: 'Product Roadmap.pptx', by: 'Kwame Mensah', size: '1.1mb', file: '/images/icons/ppt.png' },
  { title: 'Customer List.csv', by: 'Yuki Tanaka', size: '84kb', file: '/images/icons/csv.png' },
  { title: 'Team Photo.jpg', by: 'Henrik Andersen', size: '3.2mb', file: '/images/icons/jpg.png' },
  { title: 'Release Notes.txt', by: 'Camila Morales', size: '12kb', file: '/images/icons/txt.png' },
  { title: 'Design Assets.zip', by: 'Oscar Bennett', size: '18mb', file: '/images/icons/zip.png' },
  { title: 'Sales Contract.pdf', by: 'Nadia Haddad', size: '96kb', file: '/images/icons/pdf.png' },
]

const CONTACTS: ContactSearchItem[] = [
  { title: 'Rena Brant', email: 'rena.brant@acme.co', img: '/images/avatars/3.png', date: '04/12/2024' },
  { title: 'Marcus Lindqvist', email: 'marcus.lindqvist@post.io', img: '/images/avatars/4.png', date: '11/03/2023' },
  { title: 'Priya Sharma', email: 'priya.sharma@mail.com', img: '/images/avatars/5.png', date: '07/21/2024' },
  { title: 'Léa Dubois', email: 'lea.dubois@webmail.org', img: '/images/avatars/6.png', date: '02/08/2022' },
  { title: 'Kwame Mensah', email: 'kwame.mensah@inbox.net', img: '/images/avatars/7.png', date: '09/30/2023' },
  { title: 'Yuki Tanaka', email: 'yuki.tanaka@example.com', img: '/images/avatars/8.png', date: '05/17/2024' },
  { title: 'Henrik Andersen', email: 'henrik.andersen@acme.co', img: '/images/avatars/9.png', date: '12/01/2022' },
  { title: 'Camila Morales', email: 'camila.morales@post.io', img: '/images/avatars/10.png', date: '03/25/2024' },
  { title: 'Oscar Bennett', email: 'oscar.bennett@mail.com', img: '/images/avatars/11.png', date: '08/14/2023' },
  { title: 'Nadia Haddad', email: 'nadia.haddad@inbox.net', img: '/images/avatars/12.png', date: '01/19/2024' },
]

const withIds = <T>(items: T[]) => items.map((item, index) => ({ ...item, id: index + 1 }))

export function seedSearchFiles(): SearchFileRecord[] {
  return withIds(FILES)
}

export function seedSearchContacts(): SearchContactRecord[] {
  return withIds(CONTACTS)
}
