import type { ReactNode } from 'react'
import CardContent from '@mui/material/CardContent'
import LinearProgress from '@mui/material/LinearProgress'
import type { SxProps, Theme } from '@mui/material/styles'
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { StateMessage } from './StateMessage'
import { TitledCard } from './TitledCard'

export interface QueryCardProps<T, K extends QueryKey> {
  /** The card's heading; it also names the card (a region a screen reader can jump to). */
  title: ReactNode
  /** A line under the title. */
  subheader?: ReactNode
  /** At the end of the title's row: a period menu, a link to the app the figures come from. */
  action?: ReactNode
  /** What the card shows. A new key (another period) keeps the figures on screen while it loads. */
  query: UseQueryOptions<T, Error, T, K>
  /** What stands in the body while the first answer loads: the body's own shape, so nothing jumps. */
  skeleton: ReactNode
  children: (data: T) => ReactNode
  /** Without a header the card is named by `title` for screen readers only (a figure card with its own layout). */
  hideHeader?: boolean
  sx?: SxProps<Theme>
  'data-testid'?: string
}

/**
 * One card of a dashboard, with its own query: a skeleton while it first loads, an error with Retry
 * in its own body when it fails (the other cards go on showing), and a thin progress bar while a
 * new period loads over the figures it shows.
 */
export function QueryCard<T, K extends QueryKey>({ title, subheader, action, query, skeleton, children, hideHeader, sx, 'data-testid': testId }: QueryCardProps<T, K>) {
  const { t } = useLingui()
  const { data, error, isFetching, isPlaceholderData, refetch } = useQuery({ ...query, placeholderData: keepPreviousData })
  const body =
    data !== undefined ? (
      children(data)
    ) : error ? (
      <StateMessage kind="error" size="small" title={<Trans>This card could not load</Trans>} text={error.message} error={error} onRetry={() => void refetch()} />
    ) : (
      skeleton
    )
  return (
    <TitledCard
      title={title}
      subheader={subheader}
      action={action}
      hideHeader={hideHeader}
      aria-busy={data === undefined && !error}
      sx={sx}
      data-testid={testId}
    >
      {isPlaceholderData && isFetching && (
        <LinearProgress aria-label={t`Updating`} sx={{ position: 'absolute', insetInline: 0, top: 0, height: 2 }} />
      )}
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', pt: hideHeader ? 2 : 0, '&:last-child': { pb: 2.5 } }}>{body}</CardContent>
    </TitledCard>
  )
}
