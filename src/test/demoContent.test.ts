// @vitest-environment node
import { globSync, readFileSync } from 'node:fs'
import { inflateRawSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'

/**
 * The demo is Vantage's own: its seeds, screens, catalogs and public files carry no other product's
 * leftovers (a template vendor's name, placeholder Latin, candy ipsum, a film franchise, a film list, the
 * shell companies and line items of a template's sample data, its invoices' issuer and clients). Each entry
 * of DENIED is a word or phrase that has no business in the demo; a hit names where it is.
 */
const DENIED: readonly RegExp[] = [
  // Other templates and their vendors.
  /pixinvent/i, /\bvuexy\b/i, /\bmaterio\b/i, /\bsneat\b/i, /themeselection/i, /themeforest/i, /\benvato\b/i,
  /keenthemes/i, /\bmetronic\b/i, /\badminlte\b/i, /\bcoreui\b/i, /creative ?tim\b/i, /\bvuesax\b/i, /\bfrest\b/i,
  // Placeholder Latin.
  /\blorem\b/i, /\bipsum\b/i, /\bdolor sit\b/i, /\bconsectetur\b/i, /\badipiscing\b/i,
  // Cupcake ipsum.
  /macaroon/i, /cupcake/i, /sweet roll/i, /\bgummi/i, /tootsie/i, /jelly beans/i, /jelly-o\b/i, /chupa chups/i,
  /\bhalvah\b/i, /\bmarzipan\b/i, /\bdrag[eé]e\b/i, /\bliquorice\b/i, /\btiramisu\b/i, /\bbonbon\b/i,
  // A film franchise and its cast.
  /\bmarvel\b/i, /\bavengers\b/i, /\biron man\b/i, /\bthor\b/i, /\bhemsworth\b/i, /\bruffalo\b/i, /\bjohansson\b/i,
  // The films a template's autocomplete lists.
  /shawshank/i, /\bgodfather\b/i, /pulp fiction/i, /schindler's list/i, /forrest gump/i, /\bfight club\b/i,
  /lord of the rings/i, /\bstar wars\b/i, /cuckoo's nest/i, /\bse7en\b/i,
  // A template's sample users, invoices and sales team (a TV series' cast), and the template sold as a line item.
  /\bpvt\.? ltd\b/i, /template customi[sz]ation/i, /extended licen[cs]e/i, /freelance projects/i,
  /tommy shelby/i, /ada thorne/i, /grace burgess/i, /ETD95476213874685/, /\bBR91905\b/,
  // A template's invoice issuer (its address and phones) and its invoice clients: names, companies, emails, streets.
  /450 south brand/i, /brand brooklyn/i, /san diego county/i, /office 149\b/i, /\(123\) 456 7891/, /\(876\) 543 2198/,
  /jordan stevenson/i, /stephanie burns/i, /tony herrera/i, /kevin patton/i, /julie donovan/i, /amanda phillips/i,
  /christina collier/i, /david flores/i, /hall-robbins/i, /\bmccann llc\b/i, /richardson and jensen/i, /greene, patton/i,
  /bates-jones/i, /hale logistics/i, /bunker hill studios/i, /flores & mendez/i, /don85@/i, /brenda49@/i, /smithtiffany@/i,
  /mejiageorge@/i, /brandon07@/i, /guerrerocorey@/i, /mendez plains/i, /wesley wall\b/i, /robert squares/i, /clark parks/i, /gregory walk\b/i,
]

/** Every denied word in `text`, with the line it is on. */
function hitsIn(where: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) =>
    DENIED.filter((word) => word.test(line)).map((word) => `${where}:${index + 1}: ${word.source} in "${line.trim().slice(0, 120)}"`),
  )
}

const files = (...patterns: string[]) => patterns.flatMap((pattern) => globSync(pattern)).sort()
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith('src/test/')

/** The text of each entry of a zip (.docx, .xlsx, .zip): stored or deflated, as the attachments are. */
function zipEntries(zip: Buffer): { name: string; text: string }[] {
  const entries = []
  for (let at = 0; at + 30 <= zip.length && zip.readUInt32LE(at) === 0x04034b50; ) {
    const method = zip.readUInt16LE(at + 8)
    const size = zip.readUInt32LE(at + 18)
    const nameLength = zip.readUInt16LE(at + 26)
    const start = at + 30 + nameLength + zip.readUInt16LE(at + 28)
    const data = zip.subarray(start, start + size)
    const name = zip.toString('utf8', at + 30, at + 30 + nameLength)
    entries.push({ name, text: (method === 8 ? inflateRawSync(data) : data).toString('utf8') })
    at = start + size
  }
  return entries
}

/** A public file as text: a zip's entries, and any other file's bytes as they are (text, and the text inside a PDF or PNG). */
function publicText(file: string): string {
  const bytes = readFileSync(file)
  if (/\.(docx|xlsx|pptx|zip)$/.test(file)) return zipEntries(bytes).map(({ name, text }) => `[${name}]\n${text}`).join('\n')
  return bytes.toString('latin1')
}

const seedModules = import.meta.glob<Record<string, unknown>>(['/src/mocks/db/*.ts', '!/src/mocks/db/*.test.ts'], { eager: true })

describe('the demo content', () => {
  it('knows the words it refuses', () => {
    // A plant in each group is found, and the words that only look alike are not.
    expect(hitsIn('plant', 'Sweet macaroon, lorem ipsum, by PIXINVENT, poll on the MCU: Marvel').length).toBeGreaterThanOrEqual(4)
    expect(hitsIn('plant', 'Jazzy PVT LTD bought Template Customization and an Unlimited Extended License; then The Godfather.')).toHaveLength(4)
    expect(hitsIn('plant', 'The author marvelled at the material; the DatatableRow and its ThemeProvider.')).toEqual([])
    expect(hitsIn('plant', 'A template, a customer list, a pivot table and Shelby County, ready for freelancers.')).toEqual([])
    expect(hitsIn('plant', 'Office 149, 450 South Brand Brooklyn, San Diego County, CA; +1 (123) 456 7891, +44 (876) 543 2198')).toHaveLength(6)
    expect(hitsIn('plant', 'Jordan Stevenson of Hall-Robbins PLC, don85@johnson.com, 7777 Mendez Plains, Florence, AL')).toHaveLength(4)
    expect(hitsIn('plant', 'San Diego, United States; a brand in Brooklyn; Jordan, Amanda and David Flor.')).toEqual([])
  })

  it("has none in any seed's data", () => {
    const seeds = Object.entries(seedModules).flatMap(([path, module]) =>
      Object.entries(module)
        .filter((entry): entry is [string, () => unknown] => /^seed[A-Z]/.test(entry[0]) && typeof entry[1] === 'function' && entry[1].length === 0)
        .map(([name, seed]) => [`${path.slice(1)} ${name}()`, seed] as const),
    )
    expect(seeds.length).toBeGreaterThanOrEqual(15)
    expect(seeds.flatMap(([where, seed]) => hitsIn(where, JSON.stringify(seed(), null, 1)))).toEqual([])
  })

  it('has none in the source: seeds and handlers, screens, kit, layout, registry', () => {
    const sources = files('src/**/*.{ts,tsx,css,html,json}').filter((file) => !isTest(file))
    expect(sources.length).toBeGreaterThan(100)
    expect(sources.flatMap((file) => hitsIn(file, readFileSync(file, 'utf8')))).toEqual([])
  })

  it('has none in any catalog, in any language', () => {
    const catalogs = files('src/**/*.po')
    expect(catalogs.length).toBeGreaterThanOrEqual(40)
    expect(catalogs.flatMap((file) => hitsIn(file, readFileSync(file, 'utf8')))).toEqual([])
  })

  it('has none in public/ (attachments included) or index.html', () => {
    const published = [...files('public/**/*.*'), 'index.html']
    expect(published.length).toBeGreaterThan(20)
    expect(published.flatMap((file) => hitsIn(file, publicText(file)))).toEqual([])
  })
})
