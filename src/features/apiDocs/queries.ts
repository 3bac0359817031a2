import { queryOptions } from '@tanstack/react-query'
import { queryKeys } from '@/lib/queryKeys'
import { readApiDocument } from './apiDocument'

const apiDocsKeys = queryKeys('apiDocs', { document: () => [] })

/** Where the build serves the contract's OpenAPI document (a static file beside the app). */
export const OPENAPI_URL = `${import.meta.env.BASE_URL}openapi.json`

/**
 * The OpenAPI document, read for the reference. A static file of the build, so a plain fetch (not
 * a contract call) and fetched once: it changes only with a new build.
 */
export const apiDocumentQuery = () =>
  queryOptions({
    queryKey: apiDocsKeys.document(),
    queryFn: async ({ signal }) => {
      const response = await fetch(OPENAPI_URL, { signal, headers: { Accept: 'application/json' } })
      if (!response.ok) throw new Error(`${OPENAPI_URL} answered ${response.status}`)
      return readApiDocument(await response.json())
    },
    staleTime: 'static',
  })
