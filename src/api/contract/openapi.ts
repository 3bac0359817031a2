import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiOverride, type ZodOpenApiPathsObject } from 'zod-openapi'
import type { z } from 'zod'
import { contract } from '.'
import { endpointsIn, type Endpoint } from './endpoint'

/*
 * The OpenAPI 3.1 document of the contract, for the people who build the real back end. It is made
 * by zod-openapi from the same zod schemas the client and the mock check, so it cannot drift from
 * them. Only build tools and tests import this module (`npm run openapi`, the build's
 * /openapi.json): it never reaches the app's bundle.
 */

type JsonSchema = Record<string, unknown>
type JsonContent = { 'application/json': { schema: JsonSchema; example?: unknown } }

export interface OpenApiParameter {
  name: string
  in: 'path' | 'query'
  required: boolean
  description?: string
  schema: JsonSchema
  example?: unknown
}

/** The parts of an OpenAPI operation this document fills in. */
export interface OpenApiOperation {
  /** The endpoint's export name in the contract, e.g. `emailsData`. */
  operationId: string
  /** The domain: the contract file that describes the call, e.g. `email`. */
  tags: string[]
  summary: string
  description: string
  /** `[{ bearer: [] }]` on a call that needs an access token, `[]` on a public one. */
  security: Record<string, string[]>[]
  parameters: OpenApiParameter[]
  requestBody?: { required: true; content: JsonContent }
  responses: Record<string, { description: string; content?: JsonContent }>
  /** Set on calls this template adds beyond the core API (see `beyondSpec` in ./endpoint.ts): a real back end may leave them out. */
  'x-beyond-spec'?: true
}

export type OpenApiServer = {
  url: string
  description?: string
}

export interface OpenApiDocument {
  openapi: '3.1.0'
  info: { title: string; version: string; description?: string }
  servers: OpenApiServer[]
  tags: { name: string }[]
  /** By path (`{name}` placeholders), then by lower-case method. */
  paths: Record<string, Record<string, OpenApiOperation>>
  components: {
    /** The named entities (`Email`, `User`, ...): every `.meta({ id })` schema the document uses. */
    schemas?: Record<string, JsonSchema>
    securitySchemes: Record<string, Record<string, string>>
  }
}

export interface OpenApiOptions {
  info?: OpenApiDocument['info']
  /** Where the API lives. Default: the origin the document is served from, where the mock answers. */
  servers?: OpenApiServer[]
  /** The tag (domain) of a call. Default: the name of the contract file that exports it, e.g. `account settings`. */
  tagOf?: (name: string, endpoint: Endpoint) => string | undefined
  /** A call and its answer per operation, by endpoint name: shown as the operation's examples. */
  examples?: Record<string, OperationExample>
}

/** One real exchange with the API (made against the seeded mock by `npm run openapi` and the build). */
export interface OperationExample {
  params?: Record<string, unknown>
  query?: Record<string, unknown>
  body?: unknown
  /** The success status and what came with it (none for a 204). */
  status: number
  answer?: unknown
}

export const DEFAULT_INFO: OpenApiDocument['info'] = {
  title: 'Vantage API',
  version: '1.0.0',
  description:
    'Every call the Vantage admin app makes, generated from its zod contract (src/api/contract). ' +
    'Calls marked `x-beyond-spec` are additions of this template that a back end may leave out. ' +
    'Answers may carry more fields than listed; clients ignore the ones they do not know.',
}

export const DEFAULT_SERVERS: OpenApiServer[] = [
  { url: '/', description: "The app's own origin, where the mock back end answers" },
]

const SUCCESS: Record<Endpoint['status'], string> = { 200: 'Success', 201: 'Created', 204: 'Done, no content' }

const ERRORS: Record<number, string> = {
  400: 'Bad input: each field that is wrong, with its messages',
  401: 'No valid token: missing, expired or forged',
  403: "The caller's role may not make this call",
  404: 'Not found: the call names a row that does not exist',
  414: 'The address is too long to read',
  500: 'The server failed to answer (the answer never carries a stack)',
}

/** An OpenAPI 3.1 document of the given endpoint table: one operation per endpoint, named by its key. */
export function toOpenApi(contract: Record<string, Endpoint>, options: OpenApiOptions = {}): OpenApiDocument {
  const tagOf = options.tagOf ?? contractFileOf
  const paths: ZodOpenApiPathsObject = {}
  const tags = new Set<string>()

  for (const [name, e] of Object.entries(contract)) {
    const tag = tagOf(name, e)
    if (tag) tags.add(tag)
    const path = e.path.replace(/:(\w+)/g, '{$1}')
    paths[path] ??= {}
    paths[path][e.method.toLowerCase() as Lowercase<typeof e.method>] = operationOf(name, e, tag)
  }

  const document = createDocument(
    {
      openapi: '3.1.0',
      info: options.info ?? DEFAULT_INFO,
      servers: options.servers ?? DEFAULT_SERVERS,
      tags: [...tags].map((name) => ({ name })),
      paths,
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access token that login, register and refresh-token answer.',
          },
        },
      },
    },
    { override },
  )
  const result = document as unknown as OpenApiDocument
  for (const item of Object.values(result.paths)) {
    for (const operation of Object.values(item)) {
      // Say `required: false` too, so every parameter reads the same way.
      for (const parameter of operation.parameters) parameter.required = Boolean(parameter.required)
      const example = options.examples?.[operation.operationId]
      if (example) addExample(operation, example)
    }
  }
  return result
}

/** Puts an exchange where OpenAPI readers look for examples: on each parameter, the request body and the success answer. */
function addExample(operation: OpenApiOperation, { params = {}, query = {}, body, status, answer }: OperationExample): void {
  for (const parameter of operation.parameters) {
    const value = (parameter.in === 'path' ? params : query)[parameter.name]
    if (value !== undefined) parameter.example = value
  }
  if (body !== undefined && operation.requestBody) operation.requestBody.content['application/json'].example = body
  const content = operation.responses[String(status)]?.content?.['application/json']
  if (content && answer !== undefined) content.example = answer
}

/** The document of the whole contract: what `npm run openapi` writes and the build serves at /openapi.json. */
export function contractOpenApi(options: OpenApiOptions = {}): OpenApiDocument {
  return toOpenApi(contract, options)
}

function operationOf(name: string, e: Endpoint, tag: string | undefined): ZodOpenApiOperationObject {
  const responses: ZodOpenApiOperationObject['responses'] = {
    [e.status]: e.status === 204 ? { description: SUCCESS[204] } : { description: SUCCESS[e.status], content: json(e.response) },
  }
  for (const [status, schema] of Object.entries(e.errors)) {
    let description = ERRORS[Number(status)] ?? 'Error'
    // Which grant the role lacks, in CASL's terms.
    if (status === '403' && e.ability) description += ` (it needs "${e.ability.action}" on "${e.ability.subject}")`
    if (schema) responses[status as `4${string}`] = { description, content: json(schema) }
  }
  return {
    operationId: name,
    ...(tag ? { tags: [tag] } : {}),
    summary: firstSentence(e.description),
    description: e.description,
    security: e.auth ? [{ bearer: [] }] : [],
    parameters: [],
    requestParams: { ...(e.params ? { path: e.params } : {}), ...(e.query ? { query: e.query } : {}) },
    ...(e.body ? { requestBody: { required: true, content: json(e.body) } } : {}),
    responses,
    ...(e.beyondSpec ? { 'x-beyond-spec': true } : {}),
  }
}

function json(schema: z.ZodType) {
  return { 'application/json': { schema } }
}

/** The first sentence of a description, for the operation's summary. */
function firstSentence(text: string): string {
  return /^.+?[.!?](?=\s+[A-Z0-9(]|$)/.exec(text)?.[0] ?? text
}

/**
 * Two corrections to zod's JSON Schema:
 * - zod writes `additionalProperties: false` on every object it parses in an answer (it drops
 *   unknown keys), but a back end may send more fields than the contract lists (the client ignores
 *   them), so only objects declared strict keep it;
 * - zod leaves out the default of a field read from text (`intParam(...).default(1)`), since a
 *   default is an output value; here the document shows the number the text stands for, so the
 *   default is shown too (`page` is 1 when absent).
 */
const override: ZodOpenApiOverride = ({ jsonSchema, zodSchema, io }) => {
  const def = zodSchema._zod.def
  if (io === 'output' && def.type === 'object' && !(def as z.core.$ZodObjectDef).catchall) {
    delete jsonSchema.additionalProperties
  }
  if (io === 'input' && def.type === 'default' && readFromText((def as z.core.$ZodDefaultDef).innerType)) {
    jsonSchema.default = (def as z.core.$ZodDefaultDef).defaultValue
  }
}

/** Whether a schema is `z.preprocess()` (`intParam()`): its JSON Schema is that of the value it makes. */
function readFromText(schema: z.core.$ZodType): boolean {
  const def = schema._zod.def
  return def.type === 'pipe' && (def as z.core.$ZodPipeDef).in._zod.def.type === 'transform'
}

// The contract files, to name each call's domain after the file that describes it.
const contractFiles: Record<string, object> = import.meta.glob(['./*.ts', '!./*.test.ts', '!./index.ts', '!./domains.ts', '!./openapi.ts'], {
  eager: true,
})

const domainOf = new Map<object, string>()
for (const [file, module] of Object.entries(contractFiles)) {
  const domain = /([^/]+)\.ts$/
    .exec(file)![1]!
    .replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`)
  for (const e of Object.values(endpointsIn(module))) domainOf.set(e, domain)
}

/** The domain of a call: the name of its contract file in words (`accountSettings.ts` is `account settings`). */
function contractFileOf(_name: string, e: Endpoint): string | undefined {
  return domainOf.get(e)
}
