// @vitest-environment node
import { readFileSync, statSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { seedEmails } from './emails'

/** Every seeded attachment downloads a real file of the size the mail says (no dead links). */
describe('seeded email attachments', () => {
  const attachments = seedEmails().flatMap((mail) => mail.attachments)
  const fileOf = (url: string) => new URL(`../../../public${decodeURIComponent(url)}`, import.meta.url)

  it('exist in public/files/email with the stated size', () => {
    expect(attachments.length).toBeGreaterThan(5)
    for (const file of attachments) {
      expect(statSync(fileOf(file.url)).size, file.fileName).toBe(file.size)
    }
  })

  // The PDFs (made by scripts/make-demo-pdfs.mjs), read as the bytes they are.
  const pdfs = [...new Set(attachments.map((file) => file.url).filter((url) => url.endsWith('.pdf')))].map(
    (url) => [decodeURIComponent(url), readFileSync(fileOf(url)).toString('latin1')] as const,
  )

  it('that are PDFs open: every object is where the cross-reference table says, every stream as long as it says', () => {
    expect(pdfs.length).toBeGreaterThanOrEqual(4)
    for (const [name, pdf] of pdfs) {
      expect(pdf, name).toMatch(/^%PDF-1\.\d\n[^]*%%EOF\n$/)
      const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1])
      expect(pdf.startsWith('xref\n', xref), name).toBe(true)
      // Every entry is 20 bytes: the object's offset, its generation, `n` (in use) or `f` (free).
      const table = /^xref\n0 (\d+)\n((?:\d{10} \d{5} [fn] \n)+)trailer\n<< \/Size (\d+) \/Root 1 0 R >>/.exec(pdf.slice(xref))
      expect(table, name).not.toBeNull()
      const [, count, rows, size] = table!
      const entries = rows!.match(/.{20}/gs)!
      expect([entries.length, Number(size)], name).toEqual([Number(count), Number(count)])
      entries.slice(1).forEach((entry, index) => {
        expect(pdf.startsWith(`${index + 1} 0 obj\n`, Number(entry.slice(0, 10))), `${name}: object ${index + 1}`).toBe(true)
      })
      for (const [, length, data] of pdf.matchAll(/<< \/Length (\d+) >>\nstream\n([^]*?)\nendstream/g)) {
        expect(data!.length, name).toBe(Number(length))
      }
    }
  })

  it('that are PDFs name no month, quarter, year or amount: the mail they come with says those, for the day it is seeded for', () => {
    // The page's content: its text and the few operators that place it (no number in those reaches 1900).
    const content = (pdf: string) => [...pdf.matchAll(/\nstream\n([^]*?)\nendstream/g)].map((match) => match[1]).join('\n')
    const month = /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/
    const dated = new RegExp(`${month.source}|\\bQ[1-4]\\b|\\b(19|20)\\d\\d\\b|[$€£]\\s*\\d`)
    for (const [name, pdf] of pdfs) {
      expect(content(pdf), name).toMatch(/Vantage Labs/)
      expect(content(pdf), name).not.toMatch(dated)
    }
    // What the checks above see in a file that still has the old text.
    expect(content('\nstream\nBT /F1 20 Tf 72 760 Td (Invoice May 2025 (demo)) Tj ET\nendstream')).toMatch(dated)
    expect(content('\nstream\nBT /F1 12 Tf 72 700 Td (Total: $49.00) Tj ET\nendstream')).toMatch(dated)
  })
})
