/**
 * The parts of an OpenAPI 3.x document the reference shows, read from the JSON the build serves at
 * /openapi.json. Reading is tolerant: a field that is missing or of the wrong kind is left out, so a
 * document from another generator still shows what it has. Only a file that is no OpenAPI document
 * at all (no `openapi` version, no `paths`) is refused.
 */

/** A JSON Schema as the document writes it; every keyword is optional and read with care. */
export interface JsonSchema {
  type?: string | string[]
  $ref?: string
  title?: string
  description?: string
  format?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  additionalProperties?: JsonSchema | boolean
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  default?: unknown
  [keyword: string]: unknown
}

/** An example the document gives; wrapped, since `null` and `false` are examples too. */
export interface Example {
  value: unknown
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

export interface ApiParameter {
  name: string
  /** Where it goes: 'path', 'query', 'header' or 'cookie'. */
  in: string
  required: boolean
  description: string
  schema?: JsonSchema
  example?: Example
}

export interface ApiRequestBody {
  required: boolean
  description: string
  /** The media type shown: JSON when the operation takes it, otherwise its first one. */
  mediaType: string
  schema?: JsonSchema
  example?: Example
}

export interface ApiResponse {
  /** "200", "404", "default"... */
  status: string
  description: string
  mediaType?: string
  schema?: JsonSchema
  example?: Example
}

export interface ApiOperation {
  /** The operationId, or "METHOD path" when the document gives none: unique in the document. */
  id: string
  method: HttpMethod
  path: string
  tags: string[]
  summary: string
  description: string
  /** Needs a signed-in user's token (the operation's security, or the document's, is not empty). */
  secured: boolean
  /** A call the template adds beyond the core API, optional for a back end (`x-beyond-spec`). */
  beyondSpec: boolean
  parameters: ApiParameter[]
  requestBody?: ApiRequestBody
  responses: ApiResponse[]
}

export interface ApiTag {
  name: string
  description: string
}

export interface ApiDocument {
  title: string
  version: string
  description: string
  /** The document's tags in its order, then any tag only an operation names. */
  tags: ApiTag[]
  operations: ApiOperation[]
  /** `components.schemas`, in the document's order. */
  schemas: Array<[name: string, schema: JsonSchema]>
}

type JsonObject = Record<string, unknown>

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value)
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '')
const own = (object: JsonObject, key: string): unknown => (Object.hasOwn(object, key) ? object[key] : undefined)

/** The UNTAGGED name: operations without a tag are listed under it. */
export const UNTAGGED = 'default'

/** The name a `$ref` of `components.schemas` points to (`#/components/schemas/User` → `User`), or undefined. */
export function schemaRefName(ref: string): string | undefined {
  const match = /^#\/components\/schemas\/([^/]+)$/.exec(ref)
  return match ? decodeURIComponent(match[1]!.replaceAll('~1', '/').replaceAll('~0', '~')) : undefined
}

/** Follows a local `$ref` (`#/components/responses/NotFound`) a few times; anything else as it is. */
function resolve(document: JsonObject, value: unknown): unknown {
  let current = value
  for (let hops = 0; hops < 8 && isObject(current) && typeof current.$ref === 'string'; hops++) {
    if (!current.$ref.startsWith('#/')) return current
    let target: unknown = document
    for (const part of current.$ref.slice(2).split('/')) {
      const key = decodeURIComponent(part).replaceAll('~1', '/').replaceAll('~0', '~')
      target = isObject(target) ? own(target, key) : undefined
    }
    if (target === undefined) return current
    current = target
  }
  return current
}

const schemaOf = (value: unknown): JsonSchema | undefined => (isObject(value) ? (value as JsonSchema) : undefined)
const exampleOf = (object: JsonObject): Example | undefined => (Object.hasOwn(object, 'example') ? { value: object.example } : undefined)

/** The media type to show of a `content` map: JSON first. */
function pickContent(content: unknown): [string, JsonObject] | undefined {
  if (!isObject(content)) return undefined
  const entries = Object.entries(content).filter((entry): entry is [string, JsonObject] => isObject(entry[1]))
  return entries.find(([type]) => type === 'application/json') ?? entries.find(([type]) => type.includes('json')) ?? entries[0]
}

function readParameter(document: JsonObject, raw: unknown): ApiParameter | undefined {
  const parameter = resolve(document, raw)
  if (!isObject(parameter) || typeof parameter.name !== 'string') return undefined
  const location = textOf(parameter.in)
  return {
    name: parameter.name,
    in: location,
    required: location === 'path' || parameter.required === true,
    description: textOf(parameter.description) || textOf(schemaOf(parameter.schema)?.description),
    schema: schemaOf(parameter.schema),
    example: exampleOf(parameter),
  }
}

function readRequestBody(document: JsonObject, raw: unknown): ApiRequestBody | undefined {
  const body = resolve(document, raw)
  if (!isObject(body)) return undefined
  const [mediaType, media] = pickContent(body.content) ?? ['application/json', {}]
  return { required: body.required === true, description: textOf(body.description), mediaType, schema: schemaOf(media.schema), example: exampleOf(media) }
}

function readResponses(document: JsonObject, raw: unknown): ApiResponse[] {
  if (!isObject(raw)) return []
  return Object.entries(raw).flatMap(([status, value]) => {
    const response = resolve(document, value)
    if (!isObject(response)) return []
    const [mediaType, media] = pickContent(response.content) ?? [undefined, undefined]
    return [{ status, description: textOf(response.description), mediaType, schema: schemaOf(media?.schema), example: media && exampleOf(media) }]
  })
}

function readOperations(document: JsonObject, paths: JsonObject): ApiOperation[] {
  const documentSecurity = Array.isArray(document.security) ? document.security : []
  const operations: ApiOperation[] = []
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = resolve(document, rawItem)
    if (!isObject(item)) continue
    const shared = Array.isArray(item.parameters) ? item.parameters : []
    for (const method of HTTP_METHODS) {
      const operation = own(item, method)
      if (!isObject(operation)) continue
      // The operation's own parameters replace the path item's of the same name and place.
      const parameters = [...shared, ...(Array.isArray(operation.parameters) ? operation.parameters : [])]
        .map((raw) => readParameter(document, raw))
        .filter((parameter): parameter is ApiParameter => parameter !== undefined)
        .filter((parameter, index, all) => all.findLastIndex((other) => other.name === parameter.name && other.in === parameter.in) === index)
      const security = Array.isArray(operation.security) ? operation.security : documentSecurity
      const tags = Array.isArray(operation.tags) ? operation.tags.filter((tag): tag is string => typeof tag === 'string') : []
      operations.push({
        id: textOf(operation.operationId) || `${method.toUpperCase()} ${path}`,
        method,
        path,
        tags: tags.length > 0 ? tags : [UNTAGGED],
        summary: textOf(operation.summary),
        description: textOf(operation.description),
        secured: security.length > 0,
        beyondSpec: operation['x-beyond-spec'] === true,
        parameters,
        requestBody: operation.requestBody === undefined ? undefined : readRequestBody(document, operation.requestBody),
        responses: readResponses(document, operation.responses),
      })
    }
  }
  return operations
}

function readTags(document: JsonObject, operations: readonly ApiOperation[]): ApiTag[] {
  const tags: ApiTag[] = Array.isArray(document.tags)
    ? document.tags.filter(isObject).filter((tag) => typeof tag.name === 'string').map((tag) => ({ name: tag.name as string, description: textOf(tag.description) }))
    : []
  for (const operation of operations) {
    for (const name of operation.tags) if (!tags.some((tag) => tag.name === name)) tags.push({ name, description: '' })
  }
  // A tag no operation uses would be an empty page.
  return tags.filter((tag) => operations.some((operation) => operation.tags.includes(tag.name)))
}

/** Reads a parsed /openapi.json; throws when it is not an OpenAPI document. */
export function readApiDocument(json: unknown): ApiDocument {
  if (!isObject(json) || typeof json.openapi !== 'string' || !isObject(json.paths)) {
    throw new Error('The file is not an OpenAPI document')
  }
  const info = isObject(json.info) ? json.info : {}
  const operations = readOperations(json, json.paths)
  const components = isObject(json.components) ? json.components : {}
  const schemas = isObject(components.schemas) ? Object.entries(components.schemas).filter((entry): entry is [string, JsonSchema] => isObject(entry[1])) : []
  return {
    title: textOf(info.title),
    version: textOf(info.version),
    description: textOf(info.description),
    tags: readTags(json, operations),
    operations,
    schemas,
  }
}

/** The operations a search finds: by path, operationId or summary, ignoring case; all for an empty search. */
export function matchesSearch(operation: ApiOperation, q: string): boolean {
  const needle = q.trim().toLowerCase()
  if (needle === '') return true
  return [operation.path, operation.id, operation.summary, `${operation.method} ${operation.path}`].some((field) => field.toLowerCase().includes(needle))
}
