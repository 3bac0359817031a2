import { z } from 'zod'
import type { Endpoint } from './endpoint'

type JsonSchema = Record<string, unknown>
type JsonContent = { 'application/json': { schema: JsonSchema } }

/** The parts of an OpenAPI operation this document fills in. */
export interface OpenApiOperation {
  operationId: string
  summary: string
  security: Record<string, string[]>[]
  parameters: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[]
  requestBody?: { required: true; description: string; content: JsonContent }
  responses: Record<string, { description: string; content?: JsonContent }>
  /** Set on calls this template adds beyond the SPEC. */
  'x-beyond-spec'?: true
}

/**
 * An OpenAPI 3.1 document of the given endpoint table, for the people who build the real back end.
 * Everything in it comes from the zod schemas, so it cannot drift from what the client checks.
 */
export function toOpenApi(contract: Record<string, Endpoint>, info = { title: 'Vantage API', version: '1.0.0' }) {
  const paths: Record<string, Record<string, OpenApiOperation>> = {}

  for (const [name, e] of Object.entries(contract)) {
    const path = e.path.replace(/:(\w+)/g, '{$1}')
    const responses: OpenApiOperation['responses'] = {
      [e.status]: e.status === 204 ? { description: 'No content' } : jsonContent('Success', schemaOf(e.response, 'output')),
    }
    for (const [status, schema] of Object.entries(e.errors)) {
      if (schema) responses[status] = jsonContent('Error', schemaOf(schema, 'output'))
    }

    paths[path] ??= {}
    paths[path][e.method.toLowerCase()] = {
      operationId: name,
      summary: e.description,
      ...(e.beyondSpec ? { 'x-beyond-spec': true as const } : {}),
      ...(e.auth ? { security: [{ bearer: [] }] } : { security: [] }),
      parameters: [...parametersOf(e.params, 'path'), ...parametersOf(e.query, 'query')],
      ...(e.body ? { requestBody: { required: true, ...jsonContent('Request body', schemaOf(e.body, 'input')) } } : {}),
      responses,
    }
  }

  return {
    openapi: '3.1.0',
    info,
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  }
}

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' })
  return rest
}

function jsonContent(description: string, schema: JsonSchema): { description: string; content: JsonContent } {
  return { description, content: { 'application/json': { schema } } }
}

function parametersOf(schema: z.ZodObject | undefined, where: 'path' | 'query'): OpenApiOperation['parameters'] {
  if (!schema) return []
  return Object.entries(schema.shape).map(([name, field]) => ({
    name,
    in: where,
    required: where === 'path' || !(field as z.ZodType).safeParse(undefined).success,
    schema: schemaOf(field as z.ZodType, 'input'),
  }))
}
