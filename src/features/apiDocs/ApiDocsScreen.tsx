import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import DataObjectOutlined from '@mui/icons-material/DataObjectOutlined'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { PageHeader } from '@/components/PageHeader'
import { StateMessage } from '@/components/StateMessage'
import { ApiDocsSkeleton } from './ApiDocsSkeleton'
import { ApiReference, type ApiDocsSearchChange } from './ApiReference'
import { apiDocumentQuery, OPENAPI_URL } from './queries'
import type { ApiDocsSearch } from './search'

interface ApiDocsScreenProps {
  search: ApiDocsSearch
  onSearchChange: ApiDocsSearchChange
}

/** The API reference: the contract's OpenAPI document, operation by operation, with "try it". */
export function ApiDocsScreen({ search, onSearchChange }: ApiDocsScreenProps) {
  const query = useQuery(apiDocumentQuery())
  return (
    <>
      <PageHeader
        title={<Trans>API reference</Trans>}
        subtitle={<Trans>Every call of the back end, read from its OpenAPI document. Try any of them against the running back end.</Trans>}
        breadcrumbs={[{ label: <Trans>Home</Trans>, to: '/' }, { label: <Trans>Pages</Trans> }, { label: <Trans>API reference</Trans> }]}
        actions={
          <Button variant="outlined" href={OPENAPI_URL} target="_blank" rel="noopener" startIcon={<DataObjectOutlined />}>
            openapi.json
          </Button>
        }
      />
      {query.data ? (
        <ApiReference document={query.data} search={search} onSearchChange={onSearchChange} />
      ) : query.isError ? (
        <Card>
          <StateMessage
            kind="error"
            title={<Trans>The API reference could not be loaded</Trans>}
            text={<Trans>Check your connection, then try again.</Trans>}
            onRetry={() => void query.refetch()}
          />
        </Card>
      ) : (
        <ApiDocsSkeleton />
      )}
    </>
  )
}
