import { formatFileSize } from '@/i18n/format'

const FACTORS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }

/**
 * The back end gives a file's size as English shorthand ("52kb", "2.4mb"). Read back into bytes it
 * is shown like every other size, in the active language ("52 kB", "2,4 MB"); a label that does
 * not parse is shown as the back end wrote it.
 */
export function displayFileSize(label: string): string {
  const [, amount, unit] = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)\s*$/i.exec(label) ?? []
  const factor = unit && FACTORS[unit.toLowerCase()]
  return amount && factor ? formatFileSize(Number(amount) * factor) : label
}
