// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { matchesSearch, readApiDocument } from './apiDocument'
import { isSimple, typeParts } from './schemaParts'
import { bodyProblem, tryUrl } from './sendTry'

describe('readApiDocument', () => {
  it('refuses a file that is no OpenAPI document', () => {
    expect(() => readApiDocument('<html>')).toThrow('not an OpenAPI document')
    expect(() => readApiDocument({ openapi: '3.1.0' })).toThrow('not an OpenAPI document')
  })

  it('reads operations with shared and referenced parameters, the document-wide security, and untagged calls', () => {
    const document = readApiDocument({
      openapi: '3.1.0',
      security: [{ bearer: [] }],
      paths: {
        '/items/{id}': {
          parameters: [{ $ref: '#/components/parameters/Id' }, { in: 'query', name: 'lang', schema: { type: 'string' } }],
          get: { parameters: [{ in: 'query', name: 'lang', required: true, schema: { type: 'string', enum: ['en'] } }], responses: { '204': { description: 'Nothing' } } },
          delete: { operationId: 'removeItem', security: [], tags: ['items'], responses: { default: { $ref: '#/components/responses/Oops' } } },
        },
      },
      components: {
        parameters: { Id: { in: 'path', name: 'id', schema: { type: 'integer' }, example: 0 } },
        responses: { Oops: { description: 'Something went wrong', content: { 'application/problem+json': { schema: { type: 'object' } } } } },
      },
    })
    const [get, remove] = document.operations
    expect(get).toMatchObject({ id: 'GET /items/{id}', method: 'get', tags: ['default'], secured: true })
    expect(get!.parameters.map((parameter) => [parameter.name, parameter.in, parameter.required, parameter.example])).toEqual([
      ['id', 'path', true, { value: 0 }],
      ['lang', 'query', true, undefined],
    ])
    expect(remove).toMatchObject({ id: 'removeItem', secured: false, tags: ['items'] })
    expect(remove!.responses).toEqual([{ status: 'default', description: 'Something went wrong', mediaType: 'application/problem+json', schema: { type: 'object' }, example: undefined }])
    expect(document.tags.map((tag) => tag.name)).toEqual(['default', 'items'])
  })

  it('finds operations by path, operationId or summary, ignoring case', () => {
    const [operation] = readApiDocument({ openapi: '3.1.0', paths: { '/api/users': { get: { operationId: 'usersData', summary: 'Lists people' } } } }).operations
    for (const q of ['', '/API/users', 'usersdata', 'people', 'get /api']) expect(matchesSearch(operation!, q)).toBe(true)
    expect(matchesSearch(operation!, 'mail')).toBe(false)
  })
})

describe('schema types', () => {
  it('reads a $ref as a link, arrays as [], unions as |, and leaves a recursive schema folded', () => {
    expect(typeParts({ $ref: '#/components/schemas/Email' })).toEqual([{ kind: 'ref', name: 'Email', suffix: '' }])
    expect(typeParts({ type: 'array', items: { $ref: '#/components/schemas/Email' } })).toEqual([{ kind: 'ref', name: 'Email', suffix: '[]' }])
    expect(typeParts({ type: ['string', 'null'] })).toEqual([{ kind: 'text', text: 'string' }, { kind: 'text', text: 'null' }])
    expect(typeParts({ anyOf: [{ $ref: '#/components/schemas/Email' }, { type: 'null' }] }).map((part) => part.kind)).toEqual(['ref', 'text'])
    expect(typeParts({ const: 'sent' })).toEqual([{ kind: 'text', text: '"sent"' }])
    expect(isSimple({ type: 'array', items: { $ref: '#/components/schemas/Email' } })).toBe(true)
    expect(isSimple({ type: 'array', items: { type: 'object', properties: { id: { type: 'integer' } } } })).toBe(false)
  })
})

describe('try it requests', () => {
  const operation = {
    method: 'get' as const,
    path: '/apps/email/drafts/{id}',
    parameters: [
      { name: 'id', in: 'path', required: true, description: '' },
      { name: 'q', in: 'query', required: false, description: '' },
      { name: 'labels', in: 'query', required: false, description: '', schema: { type: 'array' } },
    ],
  }

  it('fills the path, encodes values and repeats an array parameter; empty values stay out', () => {
    expect(tryUrl({ operation, values: { id: '7/8', q: 'a b', labels: 'work, home' } }, 'https://api.example.com/v1')).toBe(
      'https://api.example.com/v1/apps/email/drafts/7%2F8?q=a+b&labels=work&labels=home',
    )
    expect(tryUrl({ operation, values: { id: '7', q: ' ', labels: '' } }, 'https://api.example.com')).toBe('https://api.example.com/apps/email/drafts/7')
  })

  it('accepts an empty body or valid JSON, and names what is wrong otherwise', () => {
    expect(bodyProblem('')).toBeUndefined()
    expect(bodyProblem('{"a": [1, null]}')).toBeUndefined()
    expect(bodyProblem('{"a": ')).toEqual(expect.any(String))
  })
})
