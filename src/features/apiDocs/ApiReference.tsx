import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { SearchField } from '@/components/SearchField'
import { StateMessage } from '@/components/StateMessage'
import { TitledCard } from '@/components/TitledCard'
import { scrollUnderHeader } from './headerOffset'
import { pageGridSx } from './layout'
import { matchesSearch, type ApiDocument, type ApiOperation } from './apiDocument'
import { OperationItem } from './OperationItem'
import { SCHEMAS_ANCHOR, SchemaList } from './SchemaList'
import { operationAnchor, schemaAnchor, SchemaLinksContext, type SchemaLinks } from './schemaLinks'
import type { ApiDocsSearch } from './search'
import { TagNav } from './TagNav'

/** Changes the address; `replace` for what is typed (no history entry per word). */
export type ApiDocsSearchChange = (patch: Partial<ApiDocsSearch>, options?: { replace?: boolean }) => void

interface ApiReferenceProps {
  document: ApiDocument
  search: ApiDocsSearch
  onSearchChange: ApiDocsSearchChange
}

/**
 * Brings an element into view once it is on screen: the open operation or schema of a shared
 * link, the schema a `$ref` points to, the Schemas section.
 */
function useJump(initial: string | undefined) {
  const target = useRef(initial)
  const [requests, setRequests] = useState(0)
  useEffect(() => {
    if (!target.current) return
    const element = globalThis.document.getElementById(target.current)
    if (!element) return
    target.current = undefined
    scrollUnderHeader(element)
  }, [requests])
  return useCallback((id: string) => {
    target.current = id
    setRequests((count) => count + 1)
  }, [])
}

/** The loaded document: tags beside the operations they group (searchable), then the schemas. */
export function ApiReference({ document, search, onSearchChange }: ApiReferenceProps) {
  const { t } = useLingui()
  const jump = useJump(search.schema ? schemaAnchor(search.schema) : search.op ? operationAnchor(search.op) : undefined)

  const tag = document.tags.some((candidate) => candidate.name === search.tag) ? search.tag : undefined
  const found = useMemo(() => document.operations.filter((operation) => matchesSearch(operation, search.q)), [document, search.q])
  // All tags: each operation once, under its first tag. One tag: every operation it names.
  const groups = useMemo(
    () =>
      document.tags
        .filter((candidate) => tag === undefined || candidate.name === tag)
        .map((candidate) => ({
          tag: candidate,
          operations: found.filter((operation: ApiOperation) => (tag === undefined ? operation.tags[0] === candidate.name : operation.tags.includes(candidate.name))),
        }))
        .filter((group) => group.operations.length > 0),
    [document, found, tag],
  )
  const shown = groups.reduce((sum, group) => sum + group.operations.length, 0)

  const schemaNames = useMemo(() => new Set(document.schemas.map(([name]) => name)), [document])
  const links = useMemo<SchemaLinks>(
    () => ({
      has: (name) => schemaNames.has(name),
      open: (name) => {
        onSearchChange({ schema: name })
        jump(schemaAnchor(name))
      },
    }),
    [schemaNames, onSearchChange, jump],
  )

  return (
    <SchemaLinksContext value={links}>
      <Box sx={pageGridSx}>
        <TagNav
          tags={document.tags.map((candidate) => ({ name: candidate.name, count: found.filter((operation) => operation.tags.includes(candidate.name)).length }))}
          total={found.length}
          selected={tag}
          onSelect={(next) => onSearchChange({ tag: next })}
          schemaCount={document.schemas.length}
          onSchemas={() => jump(SCHEMAS_ANCHOR)}
        />
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <Card sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1.5 }}>
            {(document.title || document.version) && (
              <Typography variant="h6" component="h2">
                {document.title} {document.version && <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>{`v${document.version}`}</Typography>}
              </Typography>
            )}
            {document.description && (
              <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {document.description}
              </Typography>
            )}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
              <SearchField
                value={search.q}
                onChange={(q) => onSearchChange({ q }, { replace: true })}
                label={t`Search operations`}
                placeholder={t`Search by path, operation ID or summary…`}
                sx={{ flex: '1 1 260px', minWidth: 0 }}
              />
              <Typography variant="body2" sx={{ color: 'text.secondary' }} role="status" data-testid="api-operation-count">
                <Plural value={shown} one="# operation" other="# operations" />
              </Typography>
            </Box>
          </Card>

          {groups.map((group) => (
            <TitledCard key={group.tag.name} title={<Box component="span" sx={{ textTransform: 'capitalize' }}>{group.tag.name}</Box>} subheader={group.tag.description || undefined} sx={{ height: 'auto' }} data-testid="api-tag">
              {group.operations.map((operation) => (
                <OperationItem
                  key={operation.id}
                  operation={operation}
                  expanded={search.op === operation.id}
                  onToggle={(expanded) => onSearchChange({ op: expanded ? operation.id : undefined })}
                />
              ))}
            </TitledCard>
          ))}

          {shown === 0 && (
            <Card>
              <StateMessage
                kind="empty"
                title={search.q ? <Trans>No operation matches “{search.q}”</Trans> : <Trans>No operations</Trans>}
                text={<Trans>Search by path, operation ID or summary.</Trans>}
                action={
                  (search.q || tag) && (
                    <Button variant="outlined" onClick={() => onSearchChange({ q: '', tag: undefined })}>
                      <Trans>Show all operations</Trans>
                    </Button>
                  )
                }
              />
            </Card>
          )}

          <SchemaList schemas={document.schemas} open={search.schema} onToggle={(name, expanded) => onSearchChange({ schema: expanded ? name : undefined })} />
        </Box>
      </Box>
    </SchemaLinksContext>
  )
}
