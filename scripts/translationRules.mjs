// What scripts/check-translations.mjs checks in a catalog, as functions a test can call
// (src/i18n/translationRules.test.ts). Types: ./translationRules.d.mts.
import { readFileSync } from 'node:fs'

/** Parses the text of a .po file into [msgid, msgstr] pairs (enough of the format for Lingui's output); obsolete entries are left out. */
export function poEntries(text) {
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

export const readEntries = (file) => poEntries(readFileSync(file, 'utf8'))

/*
 * The plural rule. A number shown in a sentence needs the sentence's plural forms: "1 file" but
 * "2 files", and French "1 envoyé" but "2 envoyés" (with Polish, Arabic... more forms still). Lingui
 * writes such a message as an ICU plural, `{count, plural, one {# file} other {# files}}`, and each
 * language gives the forms it has. A message fails the check when it shows a count through a plain
 * placeholder and has no plural in it. A placeholder is a count when
 *   1. its name says so: `count`, `total` or `n`, or a name ending in `Count` (`{rowCount}`); or
 *   2. the word right after it is an English plural noun: a lowercase word of four letters or more
 *      that ends in "s" (but not "ss", "us" or "is") and is not one of NOT_PLURAL_NOUNS
 *      ("{maxFiles} files", "{0} items", but not "{0} ms" or "{name} does").
 * So name a count `count` (or say what it counts after it) and write it with `plural` / `<Plural>`.
 * A placeholder that is no count ("Item {number}", "{0} ms", "Users: {0}") passes as it is.
 */

/** A placeholder's name that makes it a count. */
const COUNT_NAME = /^(count|total|n)$|Count$/
/** Words that end in "s" but are not plural nouns, as they may follow a placeholder. */
export const NOT_PLURAL_NOUNS = new Set(['does', 'goes', 'always', 'perhaps', 'sometimes', 'towards', 'afterwards', 'besides', 'whereas', 'unless'])
const pluralNoun = (word) => word.length >= 4 && /^[a-z]+s$/.test(word) && !/(ss|us|is)$/.test(word) && !NOT_PLURAL_NOUNS.has(word)

/** Whether a message has plural forms: an ICU `plural` or `selectordinal` argument. */
export const hasPluralForms = (message) => /\{\s*\w+\s*,\s*(plural|selectordinal)\s*,/.test(message)

/**
 * The placeholders of a message that show a count without plural forms (see the rule above):
 * `countsWithoutPlural('{count} selected')` is ['count'], `countsWithoutPlural('Item {number}')` is [].
 */
export function countsWithoutPlural(message) {
  if (hasPluralForms(message)) return []
  const counts = []
  for (const m of message.matchAll(/\{(\w+)\}( ([A-Za-z]+))?/g)) {
    const [, name, , next] = m
    if (COUNT_NAME.test(name) || (next !== undefined && pluralNoun(next))) counts.push(name)
  }
  return counts
}

/**
 * What is wrong with a translation of `id`: nothing (null), a missing one, or one that drops the
 * plural forms the source message has (each language must give its own, at least `other`).
 */
export function translationProblem(id, str) {
  if (str.trim() === '') return 'missing translation'
  if (hasPluralForms(id) && !(hasPluralForms(str) && /\bother\s*\{/.test(str))) return 'translation without plural forms (the source message has them)'
  return null
}
