// Types for scripts/translationRules.mjs, which the catalog check and its test (src/i18n/translationRules.test.ts) use.
export function poEntries(text: string): [id: string, str: string][]
export function readEntries(file: string): [id: string, str: string][]
export const NOT_PLURAL_NOUNS: ReadonlySet<string>
export function hasPluralForms(message: string): boolean
export function countsWithoutPlural(message: string): string[]
export function translationProblem(id: string, str: string): string | null
