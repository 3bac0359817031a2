// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { contract } from '.'
import type { Endpoint } from './endpoint'
import {
  MAX_PASSWORD_LENGTH,
  MAX_URL_LENGTH,
  TEXT_MESSAGES,
  emailAddress,
  fileName,
  fileUrl,
  followsTextRules,
  identityKey,
  imageUrl,
  linkUrl,
  multilineText,
  password,
  personName,
  sameIdentity,
  text,
  username,
} from './text'

/** The messages of a refused value, or [] when it is taken. */
const problems = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? []
const parsed = (schema: z.ZodType, value: unknown) => schema.parse(value)

const NUL = '\u0000'
const RLO = '\u202E'
const LONE_SURROGATE = '\uD800'

describe('text()', () => {
  const schema = text(10)

  it('keeps text as sent, tab and line feed included', () => {
    expect(parsed(schema, ' a\tb\nc ')).toBe(' a\tb\nc ')
    expect(parsed(schema, 'مرحبا 😀')).toBe('مرحبا 😀')
  })

  it.each([
    ['NUL', `a${NUL}b`],
    ['carriage return', 'a\rb'],
    ['escape', 'a\u001Bb'],
    ['delete', 'a\u007Fb'],
    ['a C1 control', 'a\u0085b'],
  ])('refuses %s', (_, value) => {
    expect(problems(schema, value)).toEqual([TEXT_MESSAGES.controlCharacters])
  })

  it('refuses a lone surrogate, either half, but not a pair', () => {
    expect(problems(schema, `a${LONE_SURROGATE}`)).toEqual([TEXT_MESSAGES.illFormed])
    expect(problems(schema, 'a\uDE00')).toEqual([TEXT_MESSAGES.illFormed])
    expect(problems(schema, '\uD83D\uDE00')).toEqual([])
  })

  it('holds its maximum, after trimming when it trims, with one message', () => {
    expect(problems(schema, 'x'.repeat(11))).toHaveLength(1)
    expect(problems(schema, `${NUL}${'x'.repeat(11)}`)).toHaveLength(1)
    expect(parsed(text(3, { trim: true }), '  abc  ')).toBe('abc')
    expect(problems(text(3, { maxMessage: 'Too long' }), 'abcd')).toEqual(['Too long'])
  })

  it('keeps bidirectional marks, which right-to-left text may need', () => {
    expect(problems(schema, `a${RLO}b`)).toEqual([])
  })
})

describe('multilineText()', () => {
  it('keeps carriage returns too, and refuses other control characters', () => {
    expect(parsed(multilineText(20), 'a\r\nb\tc')).toBe('a\r\nb\tc')
    expect(problems(multilineText(20), `a\r\n${NUL}`)).toEqual([TEXT_MESSAGES.controlCharacters])
  })
})

describe('names, usernames and emails', () => {
  it('are trimmed and normalised to NFC', () => {
    const decomposed = 'Jose\u0301'
    expect(parsed(personName(), `  ${decomposed} `)).toBe('José')
    expect(parsed(username(), decomposed)).toBe('José'.normalize('NFC'))
    expect(parsed(emailAddress(), ' ada@example.com ')).toBe('ada@example.com')
  })

  it.each([
    ['U+202A', '\u202A'],
    ['U+202B', '\u202B'],
    ['U+202C', '\u202C'],
    ['U+202D', '\u202D'],
    ['RLO (U+202E)', RLO],
    ['U+2066', '\u2066'],
    ['U+2067', '\u2067'],
    ['U+2068', '\u2068'],
    ['U+2069', '\u2069'],
  ])('refuse the bidirectional mark %s', (_, mark) => {
    expect(problems(personName(), `Ada${mark}Lovelace`)).toEqual([TEXT_MESSAGES.bidiMarks])
    expect(problems(username(), `ada${mark}`)).toEqual([TEXT_MESSAGES.bidiMarks])
    expect(problems(emailAddress(), `ada${mark}@example.com`)).toEqual([TEXT_MESSAGES.bidiMarks])
    expect(problems(fileName(), `report${mark}fdp.exe`)).toEqual([TEXT_MESSAGES.bidiMarks])
  })

  it('take no control character at all, not even a tab or a line break inside', () => {
    expect(problems(personName(), 'Ada\tLovelace')).toEqual([TEXT_MESSAGES.controlCharacters])
    expect(problems(username(), `ada${NUL}`)).toEqual([TEXT_MESSAGES.controlCharacters])
    expect(problems(emailAddress(), 'ada\n@example.com')).toEqual([TEXT_MESSAGES.controlCharacters])
  })

  it('emailAddress() checks the address, and says "Too small" first when required and empty', () => {
    expect(problems(emailAddress(), 'not-an-email')).toHaveLength(1)
    expect(emailAddress({ required: true }).safeParse('').error?.issues[0]?.code).toBe('too_small')
    expect(problems(emailAddress({ wellFormed: false }), 'not-an-email')).toEqual([])
  })
})

describe('password()', () => {
  it('is kept exactly as typed', () => {
    expect(parsed(password(), ' Pässwörd ')).toBe(' Pässwörd ')
    expect(parsed(password(), 'Jose\u0301')).toBe('Jose\u0301')
  })

  it('holds its maximum and refuses control characters', () => {
    expect(problems(password(), 'p'.repeat(MAX_PASSWORD_LENGTH))).toEqual([])
    expect(problems(password(), 'p'.repeat(100_000))).toHaveLength(1)
    expect(problems(password(), `pass${NUL}word`)).toEqual([TEXT_MESSAGES.controlCharacters])
  })
})

describe('sameIdentity()', () => {
  it.each([
    ['Bob', ' bob '],
    ['José', 'JOSE\u0301'],
    ['straße', 'STRASSE'],
    ['Ada@Example.com', 'ada@example.COM'],
  ])('takes %j and %j for one', (a, b) => {
    expect(sameIdentity(a, b)).toBe(true)
  })

  it('tells different names apart', () => {
    expect(sameIdentity('bob', 'bobby')).toBe(false)
    expect(identityKey(' Bob ')).toBe('bob')
  })
})

describe('URLs', () => {
  const png = 'data:image/png;base64,iVBORw0KGgo='

  describe('linkUrl()', () => {
    it.each(['https://example.com', ' https://example.com/a?b=c#d ', 'HTTPS://EXAMPLE.COM', '/pages/profile', ''])('takes %j', (url) => {
      expect(problems(linkUrl(), url)).toEqual([])
    })

    it.each([
      'http://example.com',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      png,
      '//evil.example',
      '/\\evil.example',
      'https://',
      'https:/evil.example',
      'example.com',
      'ftp://example.com',
      'https://exa\u0000mple.com',
      'https://exa\tmple.com',
    ])('refuses %j', (url) => {
      expect(problems(linkUrl(), url)).toHaveLength(1)
    })

    it(`holds ${MAX_URL_LENGTH} characters`, () => {
      expect(problems(linkUrl(), `https://example.com/${'a'.repeat(MAX_URL_LENGTH)}`)).toHaveLength(1)
    })
  })

  describe('imageUrl()', () => {
    it.each([
      png,
      'data:image/jpeg;base64,/9j/4AAQ',
      'data:image/gif;base64,R0lGOD==',
      'data:image/webp;base64,UklGRg==',
      'https://cdn.example/a.png',
      '/images/avatars/1.svg',
    ])('takes %j', (url) => {
      expect(problems(imageUrl(), url)).toEqual([])
    })

    it.each([
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:image/png,rawbytes',
      'data:image/png;base64,not base64!',
      'data:text/html;base64,PHA+',
      'http://cdn.example/a.png',
      'javascript:alert(1)',
      '',
    ])('refuses %j', (url) => {
      expect(problems(imageUrl(), url)).toHaveLength(1)
    })

    it('takes http: and blank only when asked, and only the data: types asked for', () => {
      expect(problems(imageUrl({ http: true, blank: true }), 'http://cdn.example/a.png')).toEqual([])
      expect(problems(imageUrl({ http: true, blank: true }), '')).toEqual([])
      expect(problems(imageUrl({ types: ['jpeg', 'png', 'gif'] }), 'data:image/webp;base64,UklGRg==')).toHaveLength(1)
    })

    it('holds a web address to its own maximum, however large a data: URL may be', () => {
      const schema = imageUrl({ max: 100_000 })
      expect(problems(schema, `data:image/png;base64,${'A'.repeat(50_000)}`)).toEqual([])
      expect(problems(schema, `https://cdn.example/${'a'.repeat(MAX_URL_LENGTH)}`)).toHaveLength(1)
    })
  })

  describe('fileUrl()', () => {
    const schema = fileUrl({ max: 10_000 })

    it.each([
      'data:text/plain;base64,aGk=',
      'data:application/pdf;base64,JVBERi0=',
      'data:application/octet-stream;base64,AAAA',
      'data:application/postscript;base64,JSFQUw==',
      'data:application/vnd.openxmlformats-officedocument.wordprocessingml.document;base64,UEsDBA==',
      'data:image/png;base64,iVBORw0KGgo=',
      '/files/email/Q3%20Roadmap.pdf',
      'https://files.example/report.pdf',
    ])('takes %j', (url) => {
      expect(problems(schema, url)).toEqual([])
    })

    it.each([
      'data:text/html,<script>alert(1)</script>',
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:TEXT/HTML;base64,PHNjcmlwdD4=',
      'data:text/html;charset=utf-8;base64,PHNjcmlwdD4=',
      'data:application/xhtml+xml;base64,PHA+',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:text/javascript;base64,YWxlcnQoMSk=',
      'data:text/xml;base64,PHA+',
      'data:application/rss+xml;base64,PHA+',
      'data:application/x-javascript;base64,YWxlcnQoMSk=',
      'data:text/plain,raw',
      'javascript:alert(1)',
      'vbscript:msgbox(1)',
      'http://files.example/report.pdf',
      '//files.example/report.pdf',
      '',
    ])('refuses %j', (url) => {
      expect(problems(schema, url)).toHaveLength(1)
    })
  })
})

// ---- Every endpoint of the contract ----

type JsonSchema = { [key: string]: unknown }

/** The places in a JSON Schema where a string has no maxLength, or where anything at all is taken. */
function unboundedStrings(node: JsonSchema, at: string, found: string[]): string[] {
  const types = ([] as unknown[]).concat(node.type ?? [])
  if (types.includes('string') && node.maxLength === undefined && node.enum === undefined && node.const === undefined) {
    found.push(`${at}: a string without maxLength`)
  }
  const constrained = ['type', 'enum', 'const', 'anyOf', 'oneOf', 'allOf', '$ref', 'not'].some((key) => key in node)
  if (!constrained) found.push(`${at}: takes anything`)
  const each = (value: unknown, where: string) => {
    if (typeof value === 'object' && value !== null) unboundedStrings(value as JsonSchema, where, found)
  }
  for (const [name, value] of Object.entries((node.properties ?? {}) as Record<string, unknown>)) each(value, `${at}.${name}`)
  for (const key of ['items', 'additionalProperties', 'propertyNames', 'not']) each(node[key], `${at}[${key}]`)
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) {
    ;((node[key] ?? []) as unknown[]).forEach((value, index) => each(value, `${at}(${key} ${index})`))
  }
  for (const key of ['$defs', 'definitions']) {
    for (const [name, value] of Object.entries((node[key] ?? {}) as Record<string, unknown>)) each(value, `${at}#${name}`)
  }
  return found
}

type Def = { type: string; [key: string]: unknown }
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def

/**
 * Every string schema a value passes through on its way in, with where it is: the input side of
 * pipes (a transform's input is its own concern: `intParam` checks its text itself).
 */
function inputStrings(schema: z.ZodType, at: string, found: [string, z.ZodType][], seen = new Set<z.ZodType>()): [string, z.ZodType][] {
  if (seen.has(schema)) return found
  seen.add(schema)
  const def = defOf(schema)
  const walk = (inner: unknown, where = at) => {
    if (inner) inputStrings(inner as z.ZodType, where, found, seen)
  }
  switch (def.type) {
    case 'string':
      found.push([at, schema])
      break
    case 'object':
      for (const [name, field] of Object.entries(def.shape as Record<string, z.ZodType>)) walk(field, `${at}.${name}`)
      walk(def.catchall, `${at}[*]`)
      break
    case 'array':
      walk(def.element, `${at}[]`)
      break
    case 'union':
      for (const option of def.options as z.ZodType[]) walk(option)
      break
    case 'intersection':
      walk(def.left)
      walk(def.right)
      break
    case 'record':
      walk(def.keyType, `${at}{key}`)
      walk(def.valueType, `${at}{}`)
      break
    case 'tuple':
      ;(def.items as z.ZodType[]).forEach((item, index) => walk(item, `${at}[${index}]`))
      walk(def.rest, `${at}[...]`)
      break
    case 'pipe':
      walk(def.in)
      break
    case 'lazy':
      walk((def.getter as () => z.ZodType)())
      break
    default:
      walk(def.innerType)
  }
  return found
}

const requestSchemas = Object.entries(contract as Record<string, Endpoint>).flatMap(([name, endpoint]) =>
  (['params', 'query', 'body'] as const).flatMap((part) => (endpoint[part] ? [[`${name} ${part}`, endpoint[part]] as const] : [])),
)

describe('every request schema of the contract', () => {
  it('is walked: the contract has request schemas with strings in them', () => {
    const strings = requestSchemas.flatMap(([at, schema]) => inputStrings(schema, at, []).map(([where]) => where))
    expect(strings).toEqual(expect.arrayContaining(['register body.username', 'sendEmail body.attachments[].url', 'usersData query.q']))
    expect(strings.length).toBeGreaterThan(50)
  })

  it('gives every string a maximum length (the JSON Schema of its input has maxLength), and takes nothing unchecked', () => {
    const unbounded = requestSchemas.flatMap(([at, schema]) =>
      unboundedStrings(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema, at, []),
    )
    expect(unbounded).toEqual([])
  })

  it('holds every string to the text rules of ./text (a string format such as a date brings its own)', () => {
    const unruled = requestSchemas.flatMap(([at, schema]) =>
      inputStrings(schema, at, [])
        .filter(([, string]) => defOf(string).format === undefined && !followsTextRules(string))
        .map(([where]) => where),
    )
    expect(unruled).toEqual([])
  })

  it('the walk finds what it looks for: a bare string is caught by both checks', () => {
    const bare = z.object({ note: z.string(), tags: z.array(z.string().max(5)) })
    expect(unboundedStrings(z.toJSONSchema(bare, { io: 'input' }) as JsonSchema, 'bare', [])).toEqual(['bare.note: a string without maxLength'])
    expect(inputStrings(bare, 'bare', []).filter(([, s]) => !followsTextRules(s)).map(([at]) => at)).toEqual(['bare.note', 'bare.tags[]'])
    expect(followsTextRules(text(5).min(1).default('').unwrap())).toBe(true)
  })
})
