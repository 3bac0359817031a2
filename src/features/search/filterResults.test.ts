// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { SearchGroup } from '@/api/contract'
import { filterResults } from './filterResults'

const page = (id: number, title: string) => ({ id, target: `p${id}`, isBookmarked: false, title, icon: 'HomeOutlined', link: `/p${id}` })

const groups: SearchGroup[] = [
  {
    groupTitle: 'Pages',
    searchLimit: 2,
    data: [page(1, 'Access Control'), page(2, 'Home'), page(3, 'Basic DataTable'), page(4, 'Advanced DataTable')],
  },
  {
    groupTitle: 'Files',
    searchLimit: 2,
    data: [{ title: 'Report.pdf', by: 'Rena Brant', size: '52kb', file: '/pdf.png' }],
  },
  {
    groupTitle: 'Contacts',
    searchLimit: 2,
    data: [{ title: 'Marcus Lindqvist', email: 'marcus@tables.io', img: '/4.png', date: '11/03/2023' }],
  },
]

const titles = (query: string) =>
  filterResults(groups, query).map((g) => [g.groupTitle, g.results.map((r) => r.item.title)])

describe('filterResults', () => {
  it("finds a page by one of its keywords, and a back end's page without keywords by its title", () => {
    const settings = { ...page(5, 'Account Settings'), keywords: ['password', 'security'] }
    const found = (query: string) => filterResults([{ groupTitle: 'Pages', searchLimit: 4, data: [settings, page(6, 'Passwords')] }], query)
    expect(found('PASSW')[0]!.results.map((r) => r.item.title)).toEqual(['Account Settings', 'Passwords'])
    expect(found('secur')[0]!.results.map((r) => r.item.title)).toEqual(['Account Settings'])
  })

  it('shows the first results of every group, up to its searchLimit, for an empty query', () => {
    expect(titles('')).toEqual([
      ['Pages', ['Access Control', 'Home']],
      ['Files', ['Report.pdf']],
      ['Contacts', ['Marcus Lindqvist']],
    ])
  })

  it('matches page titles case-insensitively, ignoring surrounding spaces, and caps each group', () => {
    expect(titles('  DATATABLE ')).toEqual([['Pages', ['Basic DataTable', 'Advanced DataTable']]])
    expect(titles('access')).toEqual([['Pages', ['Access Control']]])
  })

  it('leaves out the pages the user may not open', () => {
    const onlyP1 = (link: string) => link === '/p1'
    const pages = filterResults(groups, '', onlyP1).find((g) => g.groupTitle === 'Pages')
    expect(pages?.results.map((r) => r.item.title)).toEqual(['Access Control'])
  })

  it('offers files and contacts only to who may open the mail app', () => {
    const noMail = (link: string) => link !== '/apps/email'
    expect(filterResults(groups, '', noMail).map((g) => g.groupTitle)).toEqual(['Pages'])
  })

  it('matches files by title or uploader, contacts by name or email, and nothing else', () => {
    expect(titles('rena')).toEqual([['Files', ['Report.pdf']]])
    expect(titles('tables.io')).toEqual([['Contacts', ['Marcus Lindqvist']]])
    // "52kb" is a file's size and "11/03" a contact's date: neither is searched.
    expect(titles('52kb')).toEqual([])
    expect(titles('11/03')).toEqual([])
  })
})
