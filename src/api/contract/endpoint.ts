import type { z } from 'zod'
import { FieldErrors, MessageError } from './errors'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export type SuccessStatus = 200 | 201 | 204
type Defaulted = 'status' | 'beyondSpec' | 'errors' | 'ability'

/**
 * What a caller's role must be allowed to do for a call, in CASL's terms: the demo's
 * admin may `manage all`, the client `read ACL` and `read Auth` only.
 */
export interface Ability {
  action: string
  subject: string
}

/** Who manages everything: the ability a protected call asks for when its domain names no subject. */
export const MANAGE_ALL: Ability = { action: 'manage', subject: 'all' }

/**
 * One call of the API, described once, as data. The typed client, the mock back end's handler and
 * the OpenAPI document are all derived from it; nothing restates it by hand.
 */
export interface EndpointDefinition {
  method: HttpMethod
  /** Path with `:name` placeholders, e.g. `/api/invoice/invoices/:id`. */
  path: `/${string}`
  /** One line for the OpenAPI document and for readers of the table. */
  description: string
  /** Path parameters; its keys must be the path's `:name`s. */
  params?: z.ZodObject
  /**
   * Query string. Values arrive as text: use `intParam()` from ./numbers for numbers. An empty value is an
   * absent one; a DELETE's query fields are also read from a JSON body (clients send its id either way).
   */
  query?: z.ZodObject
  /** JSON request body. */
  body?: z.ZodType
  /** The answer on success. */
  response: z.ZodType
  /** Status of a successful answer (201 for creations). Default 200. */
  status?: SuccessStatus
  /**
   * Error answers by status. 400 (bad input), 401 (bad token) and 403 (the user's role may not make
   * the call) are added for you where they apply, 414 (an address too long) and 500 (the server
   * failed) everywhere.
   */
  errors?: Partial<Record<number, z.ZodType>>
  /** Whether the call needs a valid access token. Default true. */
  auth?: boolean
  /**
   * True for calls this template adds beyond the core API (the calls not so marked, which every back
   * end of the app answers), so a real back end knows they are optional.
   */
  beyondSpec?: boolean
  /**
   * The subject a protected call acts on (e.g. 'Email'): a GET needs `read` on it, any other method
   * `update`. Set once per contract file by `domainEndpoint('Email')`.
   */
  subject?: string
  /** What the caller must be allowed instead, for a call that differs from its domain (the navbar's search reads Auth). */
  ability?: Ability
}

/** A described endpoint: the definition with its defaults filled in. */
export type Endpoint<D extends EndpointDefinition = EndpointDefinition> = Omit<D, Defaulted> & {
  /** "METHOD /path", the name used in error messages. */
  readonly id: string
  readonly status: SuccessStatus
  /** Stays `false` where the definition says so, which types a handler's `user` as absent. */
  readonly auth: boolean
  readonly beyondSpec: boolean
  readonly errors: Partial<Record<number, z.ZodType>>
  /** What the caller's role must be allowed (the back end answers 403 otherwise); null for a public call. */
  readonly ability: Ability | null
}

// Every endpoint `endpoint()` made, so `endpointsIn()` tells them from a contract file's other exports.
const described = new WeakSet<object>()

/** Describes one endpoint. Checks at load time that the path and its params schema agree. */
export function endpoint<const D extends EndpointDefinition>(definition: D): Endpoint<D> {
  const id = `${definition.method} ${definition.path}`
  const placeholders = [...definition.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort()
  const declared = Object.keys(definition.params?.shape ?? {}).sort()
  if (placeholders.join() !== declared.join()) {
    throw new Error(`${id}: path placeholders [${placeholders.join()}] differ from params [${declared.join()}]`)
  }

  const auth = definition.auth ?? true
  const takesInput = Boolean(definition.params ?? definition.query ?? definition.body)
  const made: Endpoint<D> = {
    ...definition,
    id,
    status: definition.status ?? 200,
    auth,
    beyondSpec: definition.beyondSpec ?? false,
    ability: auth ? abilityOf(definition) : null,
    errors: {
      ...(takesInput ? { 400: FieldErrors } : {}),
      ...(auth ? { 401: MessageError, 403: MessageError } : {}),
      ...definition.errors,
      // Any call: an address too long to read, and a failure of the server itself (never with a stack).
      414: MessageError,
      500: MessageError,
    },
  }
  described.add(made)
  return made
}

/**
 * `endpoint()` for one domain's contract file, every call acting on `subject`:
 *
 *   const endpoint = domainEndpoint('Email')
 */
export function domainEndpoint(subject: string) {
  return <const D extends EndpointDefinition>(definition: D): Endpoint<D> => endpoint({ subject, ...definition })
}

/**
 * A GET reads the subject and any other method updates it; `ability` overrides; no subject means the
 * admin's alone. Not `manage` for writes: a CASL rule `manage X` grants every action, but asking for
 * `manage` would demand that grant, so a role given `update Email` could never write mail.
 */
function abilityOf({ ability, subject, method }: EndpointDefinition): Ability {
  if (ability) return ability
  if (!subject) return MANAGE_ALL
  return { action: method === 'GET' ? 'read' : 'update', subject }
}

/** The endpoints among a module's exports, under their export names (schemas and helpers left out). */
export type EndpointsIn<M> = { [K in keyof M as M[K] extends Endpoint ? K : never]: M[K] }

/**
 * The endpoints a contract file exports, by name: `endpointsIn(emailContract)` after
 * `import * as emailContract from './email'`. A file's endpoints are so listed once, by exporting them.
 */
export function endpointsIn<M extends object>(module: M): EndpointsIn<M> {
  return Object.fromEntries(
    Object.entries(module).filter(([, value]) => typeof value === 'object' && value !== null && described.has(value)),
  ) as EndpointsIn<M>
}

/** What a caller passes: the schemas' input types (defaults may be left out). */
type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined
export type ParamsOf<E extends Endpoint> = InputOf<E['params']>
export type QueryOf<E extends Endpoint> = InputOf<E['query']>
export type BodyOf<E extends Endpoint> = InputOf<E['body']>
/** What a caller gets back: the response schema's output type. */
export type ResponseOf<E extends Endpoint> = z.output<E['response']>
