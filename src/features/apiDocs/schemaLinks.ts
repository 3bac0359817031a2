import { createContext, useContext } from 'react'

/** How a `$ref` reaches its schema: the named schemas of the document, and the jump to one. */
export interface SchemaLinks {
  has(name: string): boolean
  open(name: string): void
}

export const SchemaLinksContext = createContext<SchemaLinks>({ has: () => false, open: () => {} })

export const useSchemaLinks = (): SchemaLinks => useContext(SchemaLinksContext)

/** The element id of a named schema in the Schemas section (the target of its `$ref` links). */
export const schemaAnchor = (name: string): string => `schema-${name.replace(/[^\w-]/g, '-')}`

/** The element id of an operation's panel. */
export const operationAnchor = (id: string): string => `operation-${id.replace(/[^\w-]/g, '-')}`
