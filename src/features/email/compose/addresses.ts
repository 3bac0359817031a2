import { EmailAddress } from '@/api/contract/email'

/** One chip of an address field: what the user typed or picked, read as an address. */
export interface ParsedAddress {
  name: string
  email: string
  /** Whether `email` is an address the back end accepts (the contract's own rule, so both agree). */
  valid: boolean
}

const emailRule = EmailAddress.shape.email
// `Jane Doe <jane@example.com>`, the form mail clients show and accept.
const NAMED_ADDRESS = /^(.*?)\s*<([^<>]*)>$/

/** Reads `jane@example.com` or `Jane Doe <jane@example.com>` (quotes around the name are dropped). */
export function parseAddress(text: string): ParsedAddress {
  const trimmed = text.trim()
  const named = NAMED_ADDRESS.exec(trimmed)
  const name = named ? named[1]!.replace(/^"(.*)"$/, '$1').trim() : ''
  const email = (named ? named[2]! : trimmed).trim()
  return { name, email, valid: emailRule.safeParse(email).success }
}

/** The text of a chip for an address: the form `parseAddress` reads back. */
export function formatAddress({ name, email }: { name: string; email: string }): string {
  return name && name !== email ? `${name} <${email}>` : email
}

/** Splits pasted or typed text at commas, semicolons and line breaks into the addresses in it. */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter(Boolean)
}

/**
 * The chips as the contract wants them. An address typed without a name gets the address as its
 * name, so lists that show names have something to show.
 */
export function toEmailAddresses(chips: readonly string[]): EmailAddress[] {
  return chips.map(parseAddress).map(({ name, email }) => ({ name: name || email, email }))
}

/** The chips that are not valid addresses, as typed. */
export function invalidChips(chips: readonly string[]): string[] {
  return chips.filter((chip) => !parseAddress(chip).valid)
}
