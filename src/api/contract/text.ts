import { z } from 'zod'

/*
 * What a string a client sends may be, said once for every endpoint. A request schema (params,
 * query or body) never uses a bare `z.string()`: it takes one of the factories below, each a zod
 * string with a maximum length and the rules of its kind. The contract's own test walks every
 * endpoint and fails on a string without a maximum length or without these rules, so an endpoint
 * added later cannot forget them. Answers are described with plain schemas: these are for input.
 *
 * The rules, each a 400 naming the field (nothing stored):
 * - At most a maximum length, in UTF-16 units as JavaScript counts them (checked after trimming).
 * - No control characters (U+0000 to U+001F, U+007F to U+009F): `text` keeps tab and line feed,
 *   `multilineText` carriage return too; names, usernames, emails, passwords, tokens, file names
 *   and URLs take none at all.
 * - No ill-formed Unicode: a lone surrogate (half of a UTF-16 pair) is refused everywhere.
 * - Names, usernames and emails are trimmed and normalised to NFC, and refuse the bidirectional
 *   embedding, override and isolate marks (U+202A to U+202E, U+2066 to U+2069), with which one
 *   name can be made to look like another. File names refuse them too (`report\u202Efdp.exe`).
 * - URLs (see `linkUrl`, `imageUrl`, `fileUrl`): `https:`, or a path on this site starting with a
 *   single `/`; pictures may also be PNG, JPEG, GIF or WebP data: URLs, and files base64 data:
 *   URLs of any type a browser does not run (never HTML, XML, SVG or script). So `javascript:`,
 *   `vbscript:`, `data:text/html,...` and `//elsewhere.example` are refused.
 */

// ---- Limits ----

/** The longest username. */
export const MAX_USERNAME_LENGTH = 64
/** The longest email address (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254
/** The longest password: far beyond any passphrase, short of a payload. */
export const MAX_PASSWORD_LENGTH = 128
/** The longest person's name where a field names no limit of its own. */
export const MAX_NAME_LENGTH = 100
/** The longest search text of a list's `q`. */
export const MAX_SEARCH_LENGTH = 256
/** The longest token a client sends back (a JWT is a few hundred characters). */
export const MAX_TOKEN_LENGTH = 4096
/** The longest URL that is not a data: URL (a link, a path on this site). */
export const MAX_URL_LENGTH = 2048
/** The longest file name (what most file systems allow). */
export const MAX_FILE_NAME_LENGTH = 255
/** The longest subject of a mail (an invoice sent by mail has one too): the line length RFC 5322 allows. */
export const MAX_SUBJECT_LENGTH = 998
/** A calendar day, YYYY-MM-DD, is this long. */
export const ISO_DATE_LENGTH = 10

// ---- Messages ----

export const TEXT_MESSAGES = {
  controlCharacters: 'Must not contain control characters',
  illFormed: 'Must be well-formed Unicode text (no unpaired surrogates)',
  bidiMarks: 'Must not contain bidirectional override or isolate marks',
} as const

// ---- The rules ----

/** Which control characters a kind of text keeps. */
type Controls = 'none' | 'tab and line feed' | 'tab, line feed and carriage return'

const CONTROL_CHARACTERS: Record<Controls, RegExp> = {
  none: /\p{Cc}/u,
  'tab and line feed': /[^\P{Cc}\t\n]/u,
  'tab, line feed and carriage return': /[^\P{Cc}\t\n\r]/u,
}
const LONE_SURROGATE = /\p{Cs}/u
const BIDI_MARKS = /[\u202A-\u202E\u2066-\u2069]/

interface Rules {
  max: number
  /** The message of a value over `max`; zod's own otherwise (a form words it "Use at most N characters"). */
  maxMessage?: string
  /** Trim surrounding white space before anything is checked. */
  trim?: boolean
  /** Normalise to NFC (after trimming), so one name has one spelling. */
  nfc?: boolean
  controls: Controls
  /** Refuse the bidirectional embedding, override and isolate marks. */
  noBidiMarks?: boolean
}

// The checks made here, so `followsTextRules()` can tell a string made by these factories.
const ruleChecks = new WeakSet<object>()

/** A string held to `rules`. Each rule stops the checks that follow, so a field gets one message. */
function ruled(rules: Rules): z.ZodString {
  let schema = z.string()
  if (rules.trim) schema = schema.trim()
  if (rules.nfc) schema = schema.normalize('NFC')
  schema = schema.max(rules.max, { abort: true, ...(rules.maxMessage !== undefined && { message: rules.maxMessage }) })
  const check = z.superRefine<string>((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message, input: value, continue: false })
    if (CONTROL_CHARACTERS[rules.controls].test(value)) fail(TEXT_MESSAGES.controlCharacters)
    else if (LONE_SURROGATE.test(value)) fail(TEXT_MESSAGES.illFormed)
    else if (rules.noBidiMarks && BIDI_MARKS.test(value)) fail(TEXT_MESSAGES.bidiMarks)
  })
  ruleChecks.add(check)
  return schema.check(check)
}

/**
 * Whether a string schema was made by this module (its text rules are among its checks, however
 * it was chained on: `.min()`, `.default()` around it). The contract's test asks it of every string.
 */
export function followsTextRules(schema: z.ZodType): boolean {
  const checks = (schema._zod.def as { checks?: readonly object[] }).checks ?? []
  return checks.some((check) => ruleChecks.has(check))
}

interface TextOptions {
  /** Trim surrounding white space first (the maximum holds for the trimmed text). Default: kept as sent. */
  trim?: boolean
  /** The message of a value over the maximum. */
  maxMessage?: string
}

// ---- Text ----

/** One-line text of at most `max` characters: tab and line feed are the only control characters it keeps. */
export function text(max: number, options: TextOptions = {}): z.ZodString {
  return ruled({ ...options, max, controls: 'tab and line feed' })
}

/**
 * Text of several lines (a bio, a note, a message's HTML) of at most `max` characters: tab, line
 * feed and carriage return are the only control characters it keeps. Markup in it is text here;
 * whoever shows it as HTML sanitises it.
 */
export function multilineText(max: number, options: TextOptions = {}): z.ZodString {
  return ruled({ ...options, max, controls: 'tab, line feed and carriage return' })
}

/** What a list's `q` may be: one-line text of at most MAX_SEARCH_LENGTH characters, as sent. */
export function searchText(): z.ZodString {
  return text(MAX_SEARCH_LENGTH)
}

// ---- Names and accounts ----

/** A person's or a company's name: trimmed, NFC, no control characters, no bidirectional marks. */
export function personName(max: number = MAX_NAME_LENGTH): z.ZodString {
  return ruled({ max, trim: true, nfc: true, controls: 'none', noBidiMarks: true })
}

/** A username: a name of at most MAX_USERNAME_LENGTH characters (add `.min(1)` where it is required). */
export function username(): z.ZodString {
  return personName(MAX_USERNAME_LENGTH)
}

/**
 * An email address: trimmed, NFC, at most MAX_EMAIL_LENGTH characters, no control characters or
 * bidirectional marks, and an address by zod's `z.email()`. `required` refuses an empty one as
 * such first ("Too small") rather than as a malformed address. `wellFormed: false` leaves out the
 * address check, for sign-in, where a wrong email answers the login's "Email or Password is Invalid".
 */
export function emailAddress({ required = false, wellFormed = true }: { required?: boolean; wellFormed?: boolean } = {}): z.ZodString {
  const address = ruled({ max: MAX_EMAIL_LENGTH, trim: true, nfc: true, controls: 'none', noBidiMarks: true })
  const present = required ? address.min(1) : address
  return wellFormed ? present.check(z.email()) : present
}

/** A password: kept exactly as typed (never trimmed or normalised), at most MAX_PASSWORD_LENGTH characters, no control characters. */
export function password(): z.ZodString {
  return ruled({ max: MAX_PASSWORD_LENGTH, controls: 'none' })
}

/** A token a client sends back (a refresh token): at most MAX_TOKEN_LENGTH characters, no control characters. */
export function token(): z.ZodString {
  return ruled({ max: MAX_TOKEN_LENGTH, controls: 'none' })
}

/** A file's name, as sent: at most MAX_FILE_NAME_LENGTH characters, no control characters or bidirectional marks. */
export function fileName(): z.ZodString {
  return ruled({ max: MAX_FILE_NAME_LENGTH, controls: 'none', noBidiMarks: true })
}

/** A calendar day, YYYY-MM-DD (a real date). */
export function isoDate() {
  return z.iso.date().max(ISO_DATE_LENGTH)
}

/**
 * Whether two names, usernames or emails are one: compared trimmed, in NFC and without regard to
 * case (`Bob`, ` bob ` and `BOB` are one username; so are `José` written with an accented é and
 * with e and a combining accent). Uniqueness is kept in this form.
 */
export function sameIdentity(a: string, b: string): boolean {
  return identityKey(a) === identityKey(b)
}

/** The form `sameIdentity` compares: trimmed, NFC, case-folded (upper then lower case, so `ß` and `SS` meet). */
export function identityKey(value: string): string {
  return value.trim().normalize('NFC').toUpperCase().toLowerCase().normalize('NFC')
}

// ---- URLs ----

/** The picture types a data: URL may hold. */
export const DATA_IMAGE_TYPES = ['png', 'jpeg', 'gif', 'webp'] as const
export type DataImageType = (typeof DATA_IMAGE_TYPES)[number]
const IMAGE_TYPE_NAMES: Record<DataImageType, string> = { png: 'PNG', jpeg: 'JPEG', gif: 'GIF', webp: 'WebP' }

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/
// A file's media type and parameters: `text/plain`, `application/pdf;name=a.pdf`.
const DATA_FILE = /^data:(application|audio|font|image|model|text|video)\/([\w.+-]+)((?:;[\w.+-]+=[\w.+-]+)*);base64,/i
// Types a browser would run, or render as a document of this site's: HTML, XML (SVG and XHTML
// among them), XSL, script, Flash. Documents that are zip files of XML (`vnd.openxmlformats...`) are not.
const ACTIVE_SUBTYPE = /^(?:[\w.+-]*html[\w.+-]*|xml|[\w.+-]*\+xml|xslt?|(?:x-)?(?:java|ecma|j|live)script|x-shockwave-flash)$/i

/** Whether `url` is an absolute URL with a host whose scheme is one of `schemes`. */
function isWebUrl(url: string, schemes: readonly string[]): boolean {
  const scheme = /^([a-z]+):\/\//i.exec(url)?.[1]?.toLowerCase()
  if (!scheme || !schemes.includes(scheme)) return false
  try {
    return new URL(url).hostname !== ''
  } catch {
    return false
  }
}

/** A path on this site: one `/` and not two, nor `/\` (which browsers read as `//`). */
const isSitePath = (url: string) => /^\/(?![/\\])/.test(url)

function isDataImage(url: string, types: readonly DataImageType[]): boolean {
  const match = /^data:image\/([a-z]+);base64,/.exec(url)
  return match !== null && (types as readonly string[]).includes(match[1] ?? '') && BASE64.test(url.slice(match[0].length))
}

function isDataFile(url: string): boolean {
  const match = DATA_FILE.exec(url)
  return match !== null && !ACTIVE_SUBTYPE.test(match[2] ?? '') && BASE64.test(url.slice(match[0].length))
}

interface UrlRules {
  /** The longest value, a data: URL included (a web URL or a path is held to MAX_URL_LENGTH as well). */
  max: number
  maxMessage?: string
  /** Schemes of absolute URLs: https, and http only where a field needs it. */
  schemes: readonly ('https' | 'http')[]
  /** Whether a data: URL is taken, and which. */
  data?: (url: string) => boolean
  /** Whether '' (none) is taken. */
  blank?: boolean
  trim?: boolean
  message: string
}

function url(rules: UrlRules): z.ZodString {
  return ruled({ max: rules.max, maxMessage: rules.maxMessage, trim: rules.trim, controls: 'none' }).check(
    z.superRefine<string>((value, ctx) => {
      if (value === '' && rules.blank) return
      const isData = value.startsWith('data:')
      if (isData ? rules.data?.(value) : isSitePath(value) || isWebUrl(value, rules.schemes)) {
        if (!isData && value.length > MAX_URL_LENGTH) {
          ctx.addIssue({ code: 'too_big', origin: 'string', maximum: MAX_URL_LENGTH, inclusive: true, input: value })
        }
        return
      }
      ctx.addIssue({ code: 'custom', message: rules.message, input: value })
    }),
  )
}

/**
 * A link a screen puts in an `href` (a website, a social profile): an https: URL or a path on this
 * site, trimmed, at most MAX_URL_LENGTH characters; '' for none.
 */
export function linkUrl(): z.ZodString {
  return url({ max: MAX_URL_LENGTH, schemes: ['https'], blank: true, trim: true, message: 'Expected an https:// address, or a path starting with /' })
}

interface ImageUrlOptions {
  /** The longest value, a data: URL included. Default MAX_URL_LENGTH (room for a tiny data: URL only). */
  max?: number
  maxMessage?: string
  /** The picture types a data: URL may hold. Default: every one of DATA_IMAGE_TYPES. */
  types?: readonly DataImageType[]
  /** Take http: URLs too (a remote picture that the screen loads only when the reader asks). */
  http?: boolean
  /** Take '' for none. */
  blank?: boolean
  message?: string
}

/**
 * A picture a screen puts in a `src` (an avatar, a file icon): an https: URL, a path on this site,
 * or a base64 data: URL of a PNG, JPEG, GIF or WebP picture (never SVG, which may hold script).
 */
export function imageUrl(options: ImageUrlOptions = {}): z.ZodString {
  const types = options.types ?? DATA_IMAGE_TYPES
  return url({
    max: options.max ?? MAX_URL_LENGTH,
    maxMessage: options.maxMessage,
    schemes: options.http ? ['https', 'http'] : ['https'],
    data: (value) => isDataImage(value, types),
    blank: options.blank,
    message: options.message ?? `Expected an https:// address, a path starting with / or a ${types.map((type) => IMAGE_TYPE_NAMES[type]).join(', ')} picture as a base64 data: URL`,
  })
}

/**
 * Where a file downloads from (an attachment): an https: URL, a path on this site, or the file
 * itself as a base64 data: URL of a type a browser does not run (not HTML, XML, SVG or script).
 */
export function fileUrl({ max, maxMessage }: { max: number; maxMessage?: string }): z.ZodString {
  return url({
    max,
    maxMessage,
    schemes: ['https'],
    data: isDataFile,
    message: 'Expected an https:// address, a path starting with /, or a base64 data: URL of a file that is not HTML, XML, SVG or script',
  })
}
