import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Skeleton from '@mui/material/Skeleton'
import { Link, type LinkProps } from '@tanstack/react-router'
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
// The exact module: the API's index would bring the client and zod into every chunk that loads this one.
import { ApiError } from '@/api/errors'
import { StateMessage } from './StateMessage'

export interface DetailLoaderProps<T, K extends QueryKey> {
  /** The one record the page shows (a user, an invoice). */
  query: UseQueryOptions<T, Error, T, K>
  /** What shows while it loads: the page's own shape, so nothing jumps when it arrives. */
  skeleton: ReactNode
  notFound: { title: ReactNode; text: ReactNode; backTo: LinkProps['to'] }
  errorTitle: ReactNode
  children: (record: T) => ReactNode
}

/**
 * One record's page (a view, an edit form): the skeleton while it loads, "not found" with a way
 * back for a 404, an error with Retry for anything else, and the page once the record is there.
 */
export function DetailLoader<T, K extends QueryKey>({ query, skeleton, notFound, errorTitle, children }: DetailLoaderProps<T, K>) {
  const { data, error, refetch } = useQuery(query)
  if (data !== undefined) return children(data)
  if (error instanceof ApiError && error.status === 404) {
    return (
      <Card>
        <StateMessage
          kind="notFound"
          title={notFound.title}
          text={notFound.text}
          action={
            <Button variant="outlined" component={Link} to={notFound.backTo}>
              <Trans>Back to the list</Trans>
            </Button>
          }
        />
      </Card>
    )
  }
  if (error) {
    return (
      <Card>
        <StateMessage kind="error" title={errorTitle} text={error.message} error={error} onRetry={() => void refetch()} />
      </Card>
    )
  }
  return skeleton
}

/**
 * A record page's skeleton: its columns side by side from md up (stacked below), each a rounded
 * block of the height its content will have, e.g. `<ColumnsSkeleton columns="3fr 1fr" heights={[640, 320]} />`.
 */
export function ColumnsSkeleton({ columns, heights }: { columns: string; heights: readonly number[] }) {
  return (
    <Box aria-busy sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: columns } }}>
      {heights.map((height, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Box>
  )
}
