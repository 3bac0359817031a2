// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { countsWithoutPlural, hasPluralForms, poEntries, translationProblem } from '../../scripts/translationRules.mjs'

describe('the catalog check: a count needs plural forms', () => {
  it('fails a count named count, total or n, or ending in Count', () => {
    expect(countsWithoutPlural('{count} selected')).toEqual(['count'])
    expect(countsWithoutPlural('{done} of {total} done')).toEqual(['total'])
    expect(countsWithoutPlural('{n} left')).toEqual(['n'])
    expect(countsWithoutPlural('Showing {rowCount}')).toEqual(['rowCount'])
  })

  it('fails a placeholder followed by a plural noun', () => {
    expect(countsWithoutPlural('Attach at most {maxFiles} files')).toEqual(['maxFiles'])
    expect(countsWithoutPlural('{0} items')).toEqual(['0'])
    expect(countsWithoutPlural('All {x} rows in a fixed height')).toEqual(['x'])
  })

  it('passes the same counts written as plurals', () => {
    expect(countsWithoutPlural('{count, plural, one {# selected} other {# selected}}')).toEqual([])
    expect(countsWithoutPlural('{done, plural, one {# of {total} done} other {# of {total} done}}')).toEqual([])
    expect(countsWithoutPlural('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}')).toEqual([])
  })

  it('passes placeholders that are no count', () => {
    for (const message of ['Item {number}', '{0} ms', 'Users: {0}', '{fullName} was saved', '{name} does it', 'Delete {name}?', 'Sales {change} on the month before', 'The attachments add up to more than {maxTotal}', 'Congratulations, {firstName}!']) {
      expect(countsWithoutPlural(message), message).toEqual([])
    }
  })

  it('fails a catalog with such a message, as the script reads it', () => {
    const po = ['msgid ""', 'msgstr ""', '', 'msgid "{count} sent"', 'msgstr "{count} envoyés"', '', 'msgid "Hello"', 'msgstr "Bonjour"', ''].join('\n')
    const bad = poEntries(po).filter(([id]) => countsWithoutPlural(id).length > 0)
    expect(bad).toEqual([['{count} sent', '{count} envoyés']])
  })
})

describe('a translation keeps the plural forms of its message', () => {
  const id = '{count, plural, one {# sent} other {# sent}}'

  it('accepts the forms of the language', () => {
    expect(translationProblem(id, '{count, plural, one {# envoyé} other {# envoyés}}')).toBeNull()
    expect(hasPluralForms(id)).toBe(true)
  })

  it('refuses a missing translation, and one without plural forms', () => {
    expect(translationProblem(id, '')).toBe('missing translation')
    expect(translationProblem(id, '{count} envoyés')).toMatch(/without plural forms/)
    expect(translationProblem('Hello', 'Bonjour')).toBeNull()
  })
})
