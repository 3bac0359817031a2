/**
 * How the payment step's card fields write what is typed: the number in groups of four as it is typed,
 * the expiry as MM/YY with its slash put in. Only digits count; the caret stays after the digit it was after.
 */

/** The longest card number the contract takes, in digits. */
export const MAX_CARD_DIGITS = 19

const digitsOf = (text: string) => text.replace(/\D/g, '')

/** "4242424242424242" or "4242 42424242 4242" as "4242 4242 4242 4242"; at most 19 digits. */
export function formatCardNumber(typed: string): string {
  return digitsOf(typed)
    .slice(0, MAX_CARD_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
}

/**
 * An expiry as typed, written MM/YY: "1228" is "12/28", "12" stays "12" (the slash comes with the third
 * digit, or when typed after the month), so deleting the slash or the year never fights the user.
 */
export function formatExpiry(typed: string): string {
  const digits = digitsOf(typed).slice(0, 4)
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`
  if (digits.length === 2 && /\/\s*$/.test(typed)) return `${digits}/`
  return digits
}

/** At most `length` digits: the CVV. */
export function formatDigits(typed: string, length: number): string {
  return digitsOf(typed).slice(0, length)
}

/** How many digits come before `position` in `text`. */
export function digitsBefore(text: string, position: number): number {
  return digitsOf(text.slice(0, position)).length
}

/** The caret's place in a formatted text that puts it right after its `count`-th digit (at the start for 0). */
export function caretAfterDigits(formatted: string, count: number): number {
  if (count === 0) return 0
  let seen = 0
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index]!)) seen += 1
    if (seen === count) return index + 1
  }
  return formatted.length
}
