// @vitest-environment node
import { globSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import { openApiJson } from '../../../scripts/openapiPlugin'
import { contract } from '.'
import { FieldErrors, MessageError } from './errors'
import { contractOpenApi, toOpenApi, type OpenApiDocument, type OpenApiOperation } from './openapi'
import type { Endpoint } from './endpoint'
import { usersData } from './users'

const doc = toOpenApi(contract)
const root = fileURLToPath(new URL('../../..', import.meta.url))
// What `npm run openapi` writes and the build serves: the same document, with examples.
const { json, files } = await openApiJson({ root })
const served = JSON.parse(json) as OpenApiDocument

/** The document without its examples. */
function withoutExamples(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutExamples)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'example').map(([key, inner]) => [key, withoutExamples(inner)]))
}
const endpoints = Object.entries(contract)
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` })

/** The operation of an endpoint, found by its path and method. */
function operationOf(name: keyof typeof contract): OpenApiOperation {
  const e = contract[name]
  return doc.paths[e.path.replace(/:(\w+)/g, '{$1}')]![e.method.toLowerCase()]!
}

/** Every `$ref` in a JSON value. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn)
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, inner]) => (key === '$ref' ? [inner as string] : refsIn(inner)))
}

/** What a JSON pointer such as `#/components/schemas/Email` points at in the document, or undefined. */
function resolvePointer(pointer: string): unknown {
  if (!pointer.startsWith('#/')) return undefined
  return pointer
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((at, part) => (typeof at === 'object' && at !== null && Object.hasOwn(at, part) ? (at as Record<string, unknown>)[part] : undefined), doc)
}

describe('the OpenAPI document of the contract', () => {
  it('is valid OpenAPI 3.1: no error and no warning from a standard validator', async () => {
    const logged: unknown[][] = []
    const log = (...message: unknown[]) => logged.push(message)
    const validator = new Validator({ logger: { log, warn: log, error: log } })
    // The document as served, examples included. The validator resolves references in place, so it gets a copy.
    const result = await validator.validate(structuredClone(served) as unknown as Record<string, unknown>)
    expect(result.errors).toBeUndefined()
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
    expect(logged).toEqual([])
    expect(doc.openapi).toBe('3.1.0')
  })

  it('holds every endpoint of the contract exactly once, named by its export name', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ path, method, name: operation.operationId })),
    )
    expect(operations).toHaveLength(endpoints.length)
    expect(operations.map((o) => o.name).sort()).toEqual(Object.keys(contract).sort())
    for (const [name, e] of endpoints) {
      expect(operations.filter((o) => o.name === name), name).toEqual([
        { path: e.path.replace(/:(\w+)/g, '{$1}'), method: e.method.toLowerCase(), name },
      ])
    }
  })

  it('resolves every $ref inside the document', () => {
    const refs = refsIn(doc)
    expect(refs.length).toBeGreaterThan(endpoints.length)
    for (const pointer of new Set(refs)) {
      expect(pointer, pointer).toMatch(/^#\/components\/schemas\/\w+$/)
      expect(resolvePointer(pointer), pointer).toEqual(expect.any(Object))
    }
    // and the validator's own resolver agrees
    expect(() => new Validator().resolveRefs({ specification: structuredClone(doc) as unknown as Record<string, unknown> })).not.toThrow()
  })

  it('writes a recursive schema as a named component that refers to itself', () => {
    const schemas = doc.components.schemas!
    expect((schemas.Email!.properties as Record<string, unknown>).replies).toEqual({ type: 'array', items: ref('Email') })
    expect(operationOf('emailsData').responses['200']!.content!['application/json'].schema).toMatchObject({
      properties: { emails: { type: 'array', items: ref('Email') } },
    })
    // A mail with its neighbours is a mail with two more fields; its replies are mails too.
    expect(operationOf('getEmail').responses['200']!.content!['application/json'].schema).toMatchObject({
      properties: { replies: { type: 'array', items: ref('Email') }, hasNextMail: { type: 'boolean' } },
    })
    // No inline definitions or self-references that some tools cannot follow.
    const json = JSON.stringify(doc)
    expect(json).not.toContain('$defs')
    expect(json).not.toContain('"#"')
    expect(json).not.toMatch(/__schema\d/)
  })

  it('names the big entities once, as components', () => {
    expect(Object.keys(doc.components.schemas!)).toEqual(
      expect.arrayContaining(['AuthUser', 'SessionAnswer', 'Email', 'User', 'Invoice', 'Client', 'DatatableRow', 'ProfilePost', 'AccountSettings', 'FieldErrors', 'MessageError']),
    )
    expect(operationOf('getUser').responses['200']!.content!['application/json'].schema).toMatchObject({ properties: { user: ref('User') } })
    expect(operationOf('login').responses['200']!.content!['application/json'].schema).toEqual(ref('SessionAnswer'))
  })

  it('answers with the status each endpoint declares: 201 for creations, 204 with no content', () => {
    for (const [name, e] of endpoints) {
      const responses = operationOf(name as keyof typeof contract).responses
      expect(Object.keys(responses).filter((status) => status.startsWith('2')), name).toEqual([String(e.status)])
      const success = responses[String(e.status)]!
      if (e.status === 204) expect(success.content, name).toBeUndefined()
      else expect(success.content?.['application/json'].schema, name).toEqual(expect.any(Object))
    }
    expect(Object.keys(operationOf('sendEmail').responses)).toContain('201')
    expect(Object.keys(operationOf('addUser').responses)).toContain('201')
    expect(operationOf('deleteUser').responses['204']).toEqual({ description: expect.any(String) })
  })

  it('declares every error answer of each endpoint, with its schema', () => {
    for (const [name, e] of endpoints) {
      const responses = operationOf(name as keyof typeof contract).responses
      expect(Object.keys(responses).filter((status) => !status.startsWith('2')), name).toEqual(Object.keys(e.errors))
      for (const [status, schema] of Object.entries(e.errors)) {
        const documented = responses[status]!.content!['application/json'].schema
        if (schema === FieldErrors) expect(documented, `${name} ${status}`).toEqual(ref('FieldErrors'))
        else if (schema === MessageError) expect(documented, `${name} ${status}`).toEqual(ref('MessageError'))
        else expect(documented, `${name} ${status}`).toEqual(expect.any(Object))
      }
    }
    expect(Object.keys(operationOf('updateEmails').responses)).toEqual(['200', '400', '401', '403', '404', '414', '500'])
    expect(Object.keys(operationOf('emailsData').responses)).toEqual(['200', '400', '401', '403', '414', '500'])
    expect(operationOf('emailsData').responses['403']!.description).toMatch(/needs "read" on "Email"/)
    expect(operationOf('updateEmails').responses['403']!.description).toMatch(/needs "update" on "Email"/)
    expect(doc.components.schemas!.FieldErrors).toMatchObject({
      properties: { error: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
    })
  })

  it('asks for the bearer token on every protected call, and for none on the three /jwt calls', () => {
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
    for (const [name, e] of endpoints) {
      expect(operationOf(name as keyof typeof contract).security, name).toEqual(e.auth ? [{ bearer: [] }] : [])
    }
    const publicPaths = endpoints.filter(([, e]) => !e.auth).map(([, e]) => e.path)
    expect(publicPaths.sort()).toEqual(['/jwt/login', '/jwt/refresh-token', '/jwt/register'])
  })

  it('marks exactly the calls beyond the SPEC with x-beyond-spec', () => {
    for (const [name, e] of endpoints) {
      expect(operationOf(name as keyof typeof contract)['x-beyond-spec'], name).toBe(e.beyondSpec ? true : undefined)
    }
    expect(endpoints.some(([, e]) => e.beyondSpec)).toBe(true)
  })

  it('tags each call with its domain, the contract file that describes it', () => {
    expect(operationOf('emailsData').tags).toEqual(['email'])
    expect(operationOf('login').tags).toEqual(['auth'])
    expect(operationOf('getUser').tags).toEqual(['users'])
    expect(operationOf('cardStatisticsOrders').tags).toEqual(['cards'])
    expect(operationOf('accountSettingsData').tags).toEqual(['account settings'])
    const used = new Set(endpoints.map(([name]) => operationOf(name as keyof typeof contract).tags).flat())
    expect(doc.tags.map((tag) => tag.name).sort()).toEqual([...used].sort())
    for (const [name] of endpoints) expect(operationOf(name as keyof typeof contract).tags, name).toHaveLength(1)
  })

  it('gives each call a summary and its whole description', () => {
    for (const [name, e] of endpoints) {
      const operation = operationOf(name as keyof typeof contract)
      expect(operation.description, name).toBe(e.description)
      expect(e.description.startsWith(operation.summary), name).toBe(true)
    }
    expect(operationOf('updateDraft').summary).toBe('Replaces the content of a draft and its time; answers it.')
  })

  it('describes path and query parameters with their schemas, defaults and descriptions', () => {
    expect(operationOf('updateDraft').parameters).toEqual([{ in: 'path', name: 'id', required: true, schema: expect.objectContaining({ type: 'integer' }) }])
    const page = operationOf('usersData').parameters.find((p) => p.name === 'page')
    expect(page).toMatchObject({ in: 'query', required: false, description: 'The page, from 1; past the last one it is empty.', schema: { type: 'integer', default: 1 } })
    expect(operationOf('emailsData').parameters.find((p) => p.name === 'folder')).toMatchObject({ required: false, schema: { default: 'inbox' } })
  })

  it('reads request bodies as a client sends them and answers as a server must send them', () => {
    // In a body, a field with a default may be left out; in an answer it is always there.
    const body = operationOf('createDraft').requestBody!.content['application/json'].schema
    expect(body.required ?? []).not.toContain('subject')
    expect((doc.components.schemas!.Email!.required as string[])).toContain('subject')
    const send = operationOf('sendEmail').requestBody!
    expect(send.required).toBe(true)
    expect(send.content['application/json'].schema.required).toEqual(['to'])
  })

  it('lets answers carry more fields than listed, while strict inputs refuse unknown ones', () => {
    expect(doc.components.schemas!.User).not.toHaveProperty('additionalProperties')
    const changes = operationOf('updateEmails').requestBody!.content['application/json'].schema.properties as Record<string, Record<string, unknown>>
    expect(changes.dataToUpdate).toMatchObject({ additionalProperties: false })
  })

  it("names the app's own origin as its server unless told another", () => {
    expect(doc.servers).toEqual([{ url: '/', description: expect.any(String) }])
    expect(toOpenApi(contract, { servers: [{ url: 'https://api.example.com' }] }).servers).toEqual([{ url: 'https://api.example.com' }])
  })

  it('is what `npm run openapi` writes and the build serves, with examples exchanged with the seeded mock', () => {
    expect(withoutExamples(served)).toEqual(JSON.parse(JSON.stringify(contractOpenApi())))
    expect(files.some((file) => file.endsWith('src/api/contract/email.ts'))).toBe(true)
  })

  it('shows a real exchange for every call: its input and its answer', () => {
    for (const [name, e] of endpoints) {
      const operation = served.paths[e.path.replace(/:(\w+)/g, '{$1}')]![e.method.toLowerCase()]!
      const answer = operation.responses[e.status]!.content?.['application/json']
      if (answer) expect(answer.example, name).toBeDefined()
      if ((e as Endpoint).body) expect(operation.requestBody!.content['application/json'].example, name).toBeDefined()
    }
    const users = served.paths['/api/users/list/data']!.get!
    expect(users.parameters.find((p) => p.name === 'role')!.example).toBe('editor')
    const listed = usersData.response.parse(users.responses[200]!.content!['application/json'].example)
    expect(listed.users.length).toBeGreaterThan(0)
    expect(listed.users.every((user) => user.role === 'editor')).toBe(true)
    expect(served.paths['/jwt/login']!.post!.requestBody!.content['application/json'].example).toEqual({ email: 'admin@demo.com', password: 'admin' })
  })

  it('stays out of the app: no module of it imports the generator or zod-openapi (its types may be)', () => {
    const appFiles = globSync('src/**/*.{ts,tsx}', { cwd: root }).filter((file) => !/\.test\.tsx?$|[/\\]openapi\.ts$/.test(file))
    expect(appFiles.length).toBeGreaterThan(100)
    for (const file of appFiles) {
      const source = readFileSync(path.join(root, file), 'utf8')
      expect(source, file).not.toMatch(/^(?:import|export) (?!type\b)[^'"]*?from '(?:\.\/|@\/api\/contract\/)openapi'|from 'zod-openapi'|import\(['"][^'"]*openapi['"]\)/m)
    }
  })
})

describe('toOpenApi', () => {
  it('lists the auth calls with their bodies and error answers', () => {
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/jwt/login', '/jwt/register', '/jwt/refresh-token']))
    const login = doc.paths['/jwt/login']!.post!
    expect(login.security).toEqual([])
    expect(login.requestBody!.content['application/json'].schema.required).toEqual(['email', 'password'])
    expect(Object.keys(login.responses)).toEqual(['200', '400', '414', '500'])
    expect(Object.keys(doc.paths['/jwt/refresh-token']!.post!.responses)).toEqual(['200', '400', '401', '414', '500'])
  })

  it('marks protected and beyond-SPEC calls', () => {
    const me = doc.paths['/api/auth/me']!.get!
    expect(me.security).toEqual([{ bearer: [] }])
    expect(me['x-beyond-spec']).toBe(true)
  })
})
