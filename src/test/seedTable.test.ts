// @vitest-environment node
import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { dbOpened, declaredCollections } from '@/mocks/db'
import { loadEveryDomain, setupMockBackend } from '@/mocks/testing'

/*
 * The seed's stable records, as docs/test-kit.md ("The seed") lists them for tests to rely on: each
 * list a screen shows, its row count in the default scenario and its first and last rows. This test
 * keeps that table true: a seed change that moves them fails here, with the table as it now is.
 */

setupMockBackend()

type Row = Record<string, unknown>

/** What names a row of each collection in the table, and what the collection is in words. */
const described: Record<string, { what: string; name: (row: Row) => unknown }> = {
  accounts: { what: 'demo accounts (sign-in)', name: (row) => row.email },
  users: { what: 'users app list', name: (row) => row.fullName },
  invoices: { what: 'invoices', name: (row) => (row.client as Row).name },
  invoiceClients: { what: 'invoice clients', name: (row) => row.name },
  emails: { what: 'mails, every folder', name: (row) => row.subject },
  tasks: { what: 'to-do tasks', name: (row) => row.title },
  calendarEvents: { what: 'calendar events', name: (row) => row.title },
  chatContacts: { what: 'chat contacts', name: (row) => row.fullName },
  chatThreads: { what: 'chats (by contact id)', name: (row) => `contact ${String(row.userId)}` },
  products: { what: 'shop products', name: (row) => row.name },
  orders: { what: 'placed orders', name: (row) => row.status },
  shippingAddresses: { what: 'saved addresses', name: (row) => row.fullName },
  blogPosts: { what: 'blog posts', name: (row) => row.title },
  datatableRows: { what: 'datatables rows', name: (row) => row.full_name },
  autocompleteItems: { what: 'autocomplete options', name: (row) => row.title },
}

const cell = (row: Row | undefined, name: (row: Row) => unknown) => (row ? `${String(row.id)} · ${String(name(row))}` : '–')

it('docs/test-kit.md lists the seed as it is', async () => {
  await loadEveryDomain()
  await dbOpened()
  const collections = new Map(declaredCollections().map(({ name, collection }) => [name, collection.all() as unknown as Row[]]))
  const lines = Object.entries(described).map(([name, { what, name: nameOf }]) => {
    const rows = collections.get(name)
    if (!rows) throw new Error(`No collection named ${name}`)
    return `| \`${name}\` | ${what} | ${rows.length} | ${cell(rows[0], nameOf)} | ${cell(rows.at(-1), nameOf)} |`
  })
  const table = ['| Collection | What | Rows | First (id · name) | Last (id · name) |', '| --- | --- | --- | --- | --- |', ...lines].join('\n')
  const doc = readFileSync('docs/test-kit.md', 'utf8')
  expect(doc.includes(table), `docs/test-kit.md should hold this table ("The seed"):\n\n${table}\n`).toBe(true)
})
