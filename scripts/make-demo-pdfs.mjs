// Made the PDFs of public/files/email (committed); rerun `node scripts/make-demo-pdfs.mjs` after changing a text below.
//
// Each is a one-page PDF 1.4 in Helvetica. The mails move with the day the demo is seeded for ("Your invoice for
// May 2025" on one day, another month on another), so the files name no month, quarter, year or amount: the mail
// they come with says those. Each file is padded to the size its mail states (src/mocks/db/emailsSeedData.ts): the
// seed's test (src/mocks/db/emailAttachments.test.ts) and the e2e download check it.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

const OUT = join(process.cwd(), 'public/files/email')

// Cloudly bills Vantage Labs by the month; the mail names the month and the amount.
const INVOICE = ['From: Cloudly Billing', 'To: Vantage Labs', 'Month and amount due: see the mail it came with.']

// Rena's roadmap mail asks which search feature ships first; its subject names the quarter.
const ROADMAP = ['1. Global search', '2. Bookmarks', '3. Saved views']

/** File name, size in bytes as its mail states it, title, lines. */
const FILES = [
  ['Invoice May 2025.pdf', 768, 'Invoice', INVOICE],
  ['Invoice April 2025.pdf', 770, 'Invoice', INVOICE],
  ['Q3 Roadmap.pdf', 808, 'Roadmap draft', ['Vantage Labs, product team', ...ROADMAP, 'For the quarter the mail names.']],
  ['Sales Contract.pdf', 717, 'Sales Contract', ['Signed copy for Vantage Labs.', 'The original follows by post.']],
]

/** A literal string: ASCII only (Helvetica's standard encoding), with its delimiters escaped. */
function literal(text) {
  if (!/^[\x20-\x7e]*$/.test(text)) throw new Error(`Not plain ASCII: ${text}`)
  return `(${text.replace(/[\\()]/g, '\\$&')})`
}

/** The page's text: the title at 20 pt, then the lines at 12 pt, 18 pt apart (T* moves down by the leading, TL). */
function contentOf(title, lines) {
  const body = lines.map((line) => `T* ${literal(line)} Tj`).join('\n')
  return `BT /F1 20 Tf 72 760 Td ${literal(title)} Tj\n/F1 12 Tf 18 TL 0 -18 Td\n${body}\nET`
}

/** The whole file, `size` bytes long: a comment line of spaces after the header takes up what the content leaves. */
function pdf(title, lines, size) {
  const content = contentOf(title, lines)
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    // The end of line before `endstream` is not the stream's: Length leaves it out.
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  const build = (padding) => {
    let text = `%PDF-1.4\n${padding}`
    const offsets = objects.map((object, index) => {
      const at = text.length
      text += `${index + 1} 0 obj\n${object}\nendobj\n`
      return at
    })
    const xref = text.length
    // Every xref entry is exactly 20 bytes: ten digits, space, five digits, space, the type, space, newline.
    const entries = ['0000000000 65535 f \n', ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`)]
    text += `xref\n0 ${entries.length}\n${entries.join('')}trailer\n<< /Size ${entries.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
    return text
  }
  // The padding moves every object by its own length; offsets are written in ten digits, so the file grows by just that
  // (unless startxref gains a digit, which the last check catches).
  const spare = size - build('').length
  if (spare < 2) throw new Error(`${title}: the text needs ${-spare + 2} bytes more than ${size}`)
  const text = build(`%${' '.repeat(spare - 2)}\n`)
  if (text.length !== size) throw new Error(`${title}: ${text.length} bytes, not ${size}`)
  return text
}

for (const [name, size, title, lines] of FILES) {
  writeFileSync(join(OUT, name), pdf(title, lines, size), 'latin1')
  console.log(`${name}: ${size} bytes`)
}
