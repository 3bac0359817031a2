import { schemaRefName, type JsonSchema } from './apiDocument'

/**
 * How a schema reads at a glance, without React: the pieces of its type and whether it has a
 * structure to unfold (properties, items with properties, variants). The view (SchemaView.tsx)
 * turns these into text and links.
 */

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The variants of a union, and the word that joins them. */
export function variantsOf(schema: JsonSchema): { kind: 'anyOf' | 'oneOf' | 'allOf'; variants: JsonSchema[] } | undefined {
  for (const kind of ['anyOf', 'oneOf', 'allOf'] as const) {
    const variants = schema[kind]
    if (Array.isArray(variants)) return { kind, variants: variants.filter(isSchema) }
  }
  return undefined
}

/** The properties of an object schema, each with whether it is required. */
export function propertiesOf(schema: JsonSchema): Array<{ name: string; schema: JsonSchema; required: boolean }> {
  if (!isSchema(schema.properties)) return []
  const required = Array.isArray(schema.required) ? schema.required : []
  return Object.entries(schema.properties)
    .filter((entry): entry is [string, JsonSchema] => isSchema(entry[1]))
    .map(([name, property]) => ({ name, schema: property, required: required.includes(name) }))
}

/** What an array holds, if the schema says. */
export const itemsOf = (schema: JsonSchema): JsonSchema | undefined => (isSchema(schema.items) ? schema.items : undefined)

/** The schema of a map's values (`additionalProperties: {…}`), if any. */
export const valuesOf = (schema: JsonSchema): JsonSchema | undefined => (isSchema(schema.additionalProperties) ? schema.additionalProperties : undefined)

/** The schema's declared types (`["string", "null"]` → both), or what its keywords imply. */
export function typesOf(schema: JsonSchema): string[] {
  if (typeof schema.type === 'string') return [schema.type]
  if (Array.isArray(schema.type)) return schema.type.filter((type): type is string => typeof type === 'string')
  if (isSchema(schema.properties) || schema.additionalProperties !== undefined) return ['object']
  if (schema.items !== undefined) return ['array']
  return []
}

/** A piece of a type as shown: a word (`string`, `integer[]`), or a link to a named schema. */
export type TypePart = { kind: 'text'; text: string } | { kind: 'ref'; name: string; suffix: string }

/**
 * The type of a schema as pieces joined by " | ": `string | null`, `User[]`, `Email | null`.
 * A `$ref` is a link to its schema, never unfolded, so a recursive schema reads in one line.
 * Returns no parts for a schema that says nothing of its type (any value).
 */
export function typeParts(schema: JsonSchema, depth = 0): TypePart[] {
  if (depth > 4) return [{ kind: 'text', text: '…' }]
  if (typeof schema.$ref === 'string') {
    const name = schemaRefName(schema.$ref)
    return [name ? { kind: 'ref', name, suffix: '' } : { kind: 'text', text: schema.$ref }]
  }
  if (schema.const !== undefined) return [{ kind: 'text', text: JSON.stringify(schema.const) }]
  const union = variantsOf(schema)
  if (union && union.kind !== 'allOf' && union.variants.every(isSimple)) {
    return union.variants.flatMap((variant) => typeParts(variant, depth + 1))
  }
  return typesOf(schema).flatMap((type): TypePart[] => {
    if (type !== 'array') return [{ kind: 'text', text: type }]
    const items = itemsOf(schema)
    const inner = items ? typeParts(items, depth + 1) : []
    // `User[]`, `string[]`; items of several types unfold under the line instead (see isSimple).
    const only = inner.length === 1 ? inner[0]! : undefined
    if (!only) return [{ kind: 'text', text: 'array' }]
    return [only.kind === 'ref' ? { ...only, suffix: `${only.suffix}[]` } : { kind: 'text', text: `${only.text}[]` }]
  })
}

/**
 * Whether the type line says it all: no properties to list, no variants or items to unfold.
 * A `$ref` is always simple (it is a link).
 */
export function isSimple(schema: JsonSchema): boolean {
  if (typeof schema.$ref === 'string') return true
  if (propertiesOf(schema).length > 0) return false
  const values = valuesOf(schema)
  if (values && !isSimple(values)) return false
  const items = itemsOf(schema)
  if (items && (!isSimple(items) || typeParts(items).length > 1)) return false
  const union = variantsOf(schema)
  if (union && (union.kind === 'allOf' || !union.variants.every(isSimple))) return false
  return true
}

/** The schema whose structure unfolds under a line: an array's items (`User[]` has none to unfold), else the schema. */
export function structureOf(schema: JsonSchema): JsonSchema {
  const items = itemsOf(schema)
  return typesOf(schema).includes('array') && items ? structureOf(items) : schema
}

/** Bounds beyond this are "any size" (the safe integers zod writes for a plain int): not worth showing. */
const UNBOUNDED = Number.MAX_SAFE_INTEGER

/** A numeric keyword of the schema, when it is a real bound. */
export function bound(schema: JsonSchema, keyword: string): number | undefined {
  const value = schema[keyword]
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < UNBOUNDED ? value : undefined
}
