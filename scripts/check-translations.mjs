// Fails when a message of the source (en) has no translation in de, fr or pt, when a translation
// drops the plural forms of its message, or when a message shows a count without plural forms
// (the rule: scripts/translationRules.mjs). Run after `lingui extract`, which brings every catalog
// up to date with the code.
import { globSync } from 'node:fs'
import { countsWithoutPlural, readEntries, translationProblem } from './translationRules.mjs'

const languages = ['de', 'fr', 'pt']
/** Every catalog of a language (see lingui.config.ts): the shell's, the app's, and one per feature. */
const catalogsOf = (lang) => [...globSync(`src/i18n/locales/${lang}/*.po`), ...globSync(`src/features/*/locales/${lang}.po`)].sort()

/**
 * Counts without plural forms that are known and left for now, by source catalog and message: the
 * folders that show them are being changed in other work. Remove an entry once its message is a
 * plural; an entry whose message is gone is pointed out (a warning), so the list does not outlive its reason.
 */
const PENDING_PLURALS = {
  'src/features/accountSettings/locales/en.po': [
    'At least {MIN_PASSWORD_LENGTH} characters',
    'At most {maximum} characters',
    'Use at least {MIN_PASSWORD_LENGTH} characters',
  ],
  'src/features/profile/locales/en.po': ['Use at most {maximum} characters'],
}

let problems = 0
const problem = (text) => {
  console.error(text)
  problems++
}

for (const file of catalogsOf('en')) {
  const pending = new Set(PENDING_PLURALS[file] ?? [])
  const ids = new Set()
  for (const [id] of readEntries(file)) {
    ids.add(id)
    const counts = countsWithoutPlural(id)
    if (counts.length === 0 || pending.has(id)) continue
    problem(`${file}: "${id}" shows a count ({${counts.join('}, {')}}) without plural forms: write it with plural() or <Plural>`)
  }
  for (const id of pending) if (!ids.has(id)) console.warn(`${file}: "${id}" is no longer in the catalog: take it off PENDING_PLURALS in scripts/check-translations.mjs`)
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
