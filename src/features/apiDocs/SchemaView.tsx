import { Fragment, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import type { SxProps, Theme } from '@mui/material/styles'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { JsonSchema } from './apiDocument'
import { bound, isSimple, propertiesOf, structureOf, typeParts, typesOf, valuesOf, variantsOf } from './schemaParts'
import { schemaAnchor, useSchemaLinks } from './schemaLinks'

/** Past this depth the tree stops unfolding: a document could nest without end in principle. */
const MAX_DEPTH = 12

export const MONO = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.8125rem' } as const

/** Code in running text: stays left to right in a right-to-left page and wraps anywhere. */
export function Code({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box component="code" dir="ltr" sx={[{ ...MONO, overflowWrap: 'anywhere', unicodeBidi: 'isolate' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Box>
  )
}

/** A link to a named schema of the document; a name the document lacks is plain text. */
function RefLink({ name, suffix }: { name: string; suffix: string }) {
  const links = useSchemaLinks()
  if (!links.has(name)) return <>{`${name}${suffix}`}</>
  return (
    <>
      <Link
        href={`#${schemaAnchor(name)}`}
        onClick={(event) => {
          event.preventDefault()
          links.open(name)
        }}
        sx={{ fontWeight: 600 }}
      >
        {name}
      </Link>
      {suffix}
    </>
  )
}

/** The schema's type on one line: `string | null`, `User[]` (a link, unless `plain`: inside a button), `"active"`. */
export function TypeLabel({ schema, plain }: { schema: JsonSchema; plain?: boolean }) {
  const parts = typeParts(schema)
  const union = variantsOf(schema)
  let content: ReactNode
  if (parts.length > 0) {
    content = parts.map((part, index) => (
      <Fragment key={index}>
        {index > 0 && ' | '}
        {part.kind === 'text' ? part.text : plain ? `${part.name}${part.suffix}` : <RefLink name={part.name} suffix={part.suffix} />}
      </Fragment>
    ))
  } else if (union) {
    content = <UnionWord kind={union.kind} />
  } else {
    content = <Trans>any</Trans>
  }
  return <Code sx={{ color: 'info.main' }}>{content}</Code>
}

function UnionWord({ kind }: { kind: 'anyOf' | 'oneOf' | 'allOf' }) {
  if (kind === 'allOf') return <Trans>all of</Trans>
  if (kind === 'oneOf') return <Trans>one of</Trans>
  return <Trans>any of</Trans>
}

/** Left to right inside any paragraph (Unicode isolates): `1–254` must not read `254–1` in a mirrored page. */
const ltr = (text: string) => `\u2066${text}\u2069`

/** Bounds in words: `≥ 0`, `at most 100 characters`. */
function useBounds(schema: JsonSchema): string[] {
  const { t } = useLingui()
  const facts: string[] = []
  const [minimum, maximum] = [bound(schema, 'minimum'), bound(schema, 'maximum')]
  const [above, below] = [bound(schema, 'exclusiveMinimum'), bound(schema, 'exclusiveMaximum')]
  if (minimum !== undefined) facts.push(ltr(`≥ ${minimum}`))
  if (above !== undefined) facts.push(ltr(`> ${above}`))
  if (maximum !== undefined) facts.push(ltr(`≤ ${maximum}`))
  if (below !== undefined) facts.push(ltr(`< ${below}`))
  const [minLength, maxLength] = [bound(schema, 'minLength'), bound(schema, 'maxLength')]
  if (minLength !== undefined && maxLength !== undefined) {
    const range = ltr(`${minLength}–${maxLength}`)
    // A range takes the plural form of its upper bound in most languages (French "0–1 caractère"); English says "characters" for any.
    facts.push(t({ message: plural(maxLength, { one: `${range} characters`, other: `${range} characters` }) }))
  } else if (minLength !== undefined) facts.push(plural(minLength, { one: 'at least # character', other: 'at least # characters' }))
  else if (maxLength !== undefined) facts.push(plural(maxLength, { one: 'at most # character', other: 'at most # characters' }))
  const [minItems, maxItems] = [bound(schema, 'minItems'), bound(schema, 'maxItems')]
  if (minItems !== undefined && maxItems !== undefined) {
    const range = ltr(`${minItems}–${maxItems}`)
    facts.push(t({ message: plural(maxItems, { one: `${range} items`, other: `${range} items` }) }))
  } else if (minItems !== undefined) facts.push(plural(minItems, { one: 'at least # item', other: 'at least # items' }))
  else if (maxItems !== undefined) facts.push(plural(maxItems, { one: 'at most # item', other: 'at most # items' }))
  return facts
}

/** What else the schema says of its value: format, allowed values, default, bounds. */
export function SchemaFacts({ schema }: { schema: JsonSchema }) {
  const bounds = useBounds(schema)
  const format = typeof schema.format === 'string' ? schema.format : undefined
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : undefined
  const values = Array.isArray(schema.enum) ? schema.enum : undefined
  const facts: ReactNode[] = []
  if (format) facts.push(<Code key="format">{format}</Code>)
  if (values) facts.push(<Code key="enum">{values.map((value) => JSON.stringify(value)).join(' | ')}</Code>)
  if (schema.default !== undefined) {
    facts.push(
      <span key="default">
        <Trans>default</Trans> <Code>{JSON.stringify(schema.default)}</Code>
      </span>,
    )
  }
  for (const text of bounds) facts.push(<span key={text}>{text}</span>)
  // A format says what a pattern would spell out (an email, a date-time).
  if (pattern && !format) {
    facts.push(
      <span key="pattern">
        <Trans>pattern</Trans> <Code>{pattern}</Code>
      </span>,
    )
  }
  if (facts.length === 0) return null
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.25, color: 'text.secondary', typography: 'caption', minWidth: 0 }}>
      {facts}
    </Box>
  )
}

function Description({ schema }: { schema: JsonSchema }) {
  if (typeof schema.description !== 'string' || schema.description === '') return null
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25, overflowWrap: 'anywhere' }}>
      {schema.description}
    </Typography>
  )
}

const listSx = {
  listStyle: 'none',
  m: 0,
  mt: 0.5,
  p: 0,
  // Physical sides: the right-to-left style cache mirrors them.
  pl: 1.5,
  borderLeft: 1,
  borderColor: 'divider',
  display: 'grid',
  gap: 0.75,
} as const

/** The top level lists flush with its frame; deeper levels hang from a line. */
const listAt = (depth: number) => (depth === 0 ? { ...listSx, mt: 0, pl: 0, borderLeft: 0 } : listSx)

const lineSx = { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, rowGap: 0.25, minWidth: 0 } as const

/** One property of an object: its name, type, whether it is required, then what it holds. */
function PropertyRow({ name, schema, required, depth }: { name: string; schema: JsonSchema; required: boolean; depth: number }) {
  return (
    <Box component="li" sx={{ minWidth: 0 }}>
      <Box sx={lineSx}>
        <Code sx={{ fontWeight: 600, color: 'text.primary' }}>{name}</Code>
        <TypeLabel schema={schema} />
        {required && (
          <Typography component="span" variant="caption" sx={{ color: 'error.main', fontWeight: 500 }}>
            <Trans>required</Trans>
          </Typography>
        )}
        <SchemaFacts schema={schema} />
      </Box>
      <Description schema={schema} />
      {!isSimple(schema) && <Structure schema={structureOf(schema)} depth={depth + 1} />}
    </Box>
  )
}

/** What a schema holds, unfolded: its properties, the variants of a union, the values of a map. `$ref`s stay links. */
function Structure({ schema, depth }: { schema: JsonSchema; depth: number }) {
  if (typeof schema.$ref === 'string') return null
  if (depth > MAX_DEPTH) {
    return (
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        …
      </Typography>
    )
  }
  const properties = propertiesOf(schema)
  const union = variantsOf(schema)
  const values = valuesOf(schema)
  return (
    <>
      {properties.length > 0 && (
        <Box component="ul" sx={listAt(depth)}>
          {properties.map((property) => (
            <PropertyRow key={property.name} {...property} depth={depth} />
          ))}
        </Box>
      )}
      {union && (union.kind === 'allOf' || !union.variants.every(isSimple)) && (
        <Box component="ul" sx={listAt(depth)}>
          {union.variants.map((variant, index) => (
            <Box component="li" key={index} sx={{ minWidth: 0 }}>
              <Box sx={lineSx}>
                <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                  <UnionWord kind={union.kind} /> ({index + 1})
                </Typography>
                <TypeLabel schema={variant} />
                <SchemaFacts schema={variant} />
              </Box>
              <Description schema={variant} />
              {!isSimple(variant) && <Structure schema={structureOf(variant)} depth={depth + 1} />}
            </Box>
          ))}
        </Box>
      )}
      {values && !isSimple(values) && (
        <Box component="ul" sx={listAt(depth)}>
          <Box component="li" sx={{ minWidth: 0 }}>
            <Box sx={lineSx}>
              <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                <Trans>each value</Trans>
              </Typography>
              <TypeLabel schema={values} />
            </Box>
            <Structure schema={structureOf(values)} depth={depth + 1} />
          </Box>
        </Box>
      )}
    </>
  )
}

/**
 * A JSON schema as a tree: the type on top, then each property with its type, whether it is
 * required, its allowed values and its description, nested objects indented under it. A `$ref` is
 * a link to the named schema, never unfolded in place, so a recursive schema cannot loop.
 */
export function SchemaView({ schema, 'aria-label': label }: { schema: JsonSchema; 'aria-label'?: string }) {
  const root = typesOf(schema).length === 1 && typesOf(schema)[0] === 'object' && propertiesOf(schema).length > 0
  return (
    <Box role="group" aria-label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1, minWidth: 0 }}>
      {!root && (
        <Box sx={lineSx}>
          <TypeLabel schema={schema} />
          <SchemaFacts schema={schema} />
        </Box>
      )}
      <Description schema={schema} />
      {!isSimple(schema) && <Structure schema={structureOf(schema)} depth={0} />}
    </Box>
  )
}
