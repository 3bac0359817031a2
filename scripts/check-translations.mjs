// Fails when a message of the source (en) has no translation in de, fr or pt.
// Run after `lingui extract`, which brings every catalog up to date with the code.
import { globSync, readFileSync } from 'node:fs'

const languages = ['de', 'fr', 'pt']
/** Every catalog of a language (see lingui.config.ts): the shell's, the app's, and one per feature. */
const catalogsOf = (lang) => [...globSync(`src/i18n/locales/${lang}/*.po`), ...globSync(`src/features/*/locales/${lang}.po`)].sort()

/** Parses a .po file into [msgid, msgstr] pairs (enough of the format for Lingui's output). */
function entries(file) {
  const text = readFileSync(file, 'utf8')
  const result = []
  for (const block of text.split(/\n\s*\n/)) {
    if (/^#~/m.test(block)) continue // obsolete
    const field = (name) => {
      const m = block.match(new RegExp(`^${name} ((?:".*"\\n?)+)`, 'm'))
      if (!m) return null
      return m[1]
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line))
        .join('')
    }
    const id = field('msgid')
    if (id === null || id === '') continue
    result.push([id, field('msgstr') ?? ''])
  }
  return result
}

let missing = 0
for (const lang of languages) {
  for (const file of catalogsOf(lang)) {
    const untranslated = entries(file).filter(([, str]) => str.trim() === '')
    for (const [id] of untranslated) console.error(`${file}: missing translation for "${id}"`)
    missing += untranslated.length
  }
}
if (missing > 0) {
  console.error(`\n${missing} missing translation(s). Add them to the catalogs named above.`)
  process.exit(1)
}
console.log(`Translations complete for ${languages.join(', ')}.`)
