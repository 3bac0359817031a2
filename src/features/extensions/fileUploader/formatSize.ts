/** A file's size in the words of a language: "340 kB", "1.2 MB" ("1,2 Mo" in French, where the unit has its own name). */
export function formatSize(bytes: number, locale: string): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : bytes >= 1000 ? [bytes / 1000, 'kilobyte'] : [bytes, 'byte']
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value)
}
