// Fails when a message of the source (en) has no translation in de, fr or pt, when a translation
// drops the plural forms of its message, or when a message shows a count without plural forms
// (the rule: scripts/translationRules.mjs). Run after `lingui extract`, which brings every catalog
// up to date with the code.
import { globSync } from 'node:fs'
import { countsWithoutPlural, readEntries, translationProblem } from './translationRules.mjs'

const languages = ['de', 'fr', 'pt']
/** Every catalog of a language (see lingui.config.ts): the shell's, the app's, one per feature and one per kit part that has its own. */
const catalogsOf = (lang) =>
  [...globSync(`src/i18n/locales/${lang}/*.po`), ...globSync(`src/features/*/locales/${lang}.po`), ...globSync(`src/components/*/locales/${lang}.po`)].sort()

let problems = 0
const problem = (text) => {
  console.error(text)
  problems++
}

// A count shown without plural forms fails in any catalog: there is no list of exceptions.
for (const file of catalogsOf('en')) {
  for (const [id] of readEntries(file)) {
    const counts = countsWithoutPlural(id)
    if (counts.length === 0) continue
    problem(`${file}: "${id}" shows a count ({${counts.join('}, {')}}) without plural forms: write it with plural() or <Plural>`)
  }
}

for (const lang of languages) {
  for (const file of catalogsOf(lang)) {
    for (const [id, str] of readEntries(file)) {
      const wrong = translationProblem(id, str)
      if (wrong) problem(`${file}: ${wrong} for "${id}"`)
    }
  }
}

if (problems > 0) {
  console.error(`\n${problems} problem(s) in the catalogs named above.`)
  process.exit(1)
}
console.log(`Translations complete for ${languages.join(', ')}.`)
