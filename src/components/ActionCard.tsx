import { useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import CardContent from '@mui/material/CardContent'
import CircularProgress from '@mui/material/CircularProgress'
import Collapse from '@mui/material/Collapse'
import { alpha } from '@mui/material/styles'
import CloseOutlined from '@mui/icons-material/CloseOutlined'
import ExpandLessOutlined from '@mui/icons-material/ExpandLessOutlined'
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined'
import RefreshOutlined from '@mui/icons-material/RefreshOutlined'
import { useLingui } from '@lingui/react/macro'
import { ActionButton } from './ActionButton'
import { TitledCard } from './TitledCard'

export type CardAction = 'collapse' | 'refresh' | 'remove'

export interface ActionCardProps {
  /** The card's heading; it also names the card (a region a screen reader can jump to). */
  title: ReactNode
  subheader?: ReactNode
  /** The header's buttons, in this order. */
  actions: readonly CardAction[]
  /**
   * Loads the body's content again. While the promise it answers is pending, an overlay covers the
   * body and Refresh is disabled. A rejection only ends the overlay: reporting it is the caller's.
   */
  onRefresh?: () => Promise<unknown> | void
  /** After the card has gone; a page that lays cards out in a grid drops the card's cell here. */
  onRemove?: () => void
  defaultCollapsed?: boolean
  children: ReactNode
  'data-testid'?: string
}

/**
 * A card whose header offers to collapse its body (the card then shrinks to its header, even in a
 * row of taller cards), refresh it (with a loading overlay over the body, which keeps its place) and
 * remove the card.
 */
export function ActionCard({ title, subheader, actions, onRefresh, onRemove, defaultCollapsed = false, children, 'data-testid': testId }: ActionCardProps) {
  const { t } = useLingui()
  const [expanded, setExpanded] = useState(!defaultCollapsed)
  const [refreshing, setRefreshing] = useState(false)
  const [removed, setRemoved] = useState(false)

  if (removed) return null

  const refresh = () => {
    const pending = onRefresh?.()
    if (!pending) return
    setRefreshing(true)
    const done = () => setRefreshing(false)
    pending.then(done, done)
  }

  const remove = () => {
    setRemoved(true)
    onRemove?.()
  }

  const buttons: Record<CardAction, ReactNode> = {
    collapse: (
      <ActionButton
        key="collapse"
        label={expanded ? t`Collapse` : t`Expand`}
        icon={expanded ? <ExpandLessOutlined /> : <ExpandMoreOutlined />}
        aria-expanded={expanded}
        onClick={() => setExpanded((open) => !open)}
      />
    ),
    refresh: <ActionButton key="refresh" label={t`Refresh`} icon={<RefreshOutlined />} disabled={refreshing} onClick={refresh} />,
    remove: <ActionButton key="remove" label={t`Remove`} icon={<CloseOutlined />} onClick={remove} />,
  }

  return (
    <TitledCard
      title={title}
      subheader={subheader}
      action={actions.length > 0 && <Box sx={{ display: 'flex' }}>{actions.map((action) => buttons[action])}</Box>}
      // A card fills its grid cell to line up with its row; collapsed, it shrinks to its header instead.
      sx={expanded ? undefined : { height: 'auto' }}
      data-testid={testId}
    >
      <Collapse in={expanded}>
        <Box sx={{ position: 'relative' }} aria-busy={refreshing}>
          <CardContent sx={{ pt: 0, '&:last-child': { pb: 2.5 } }}>{children}</CardContent>
          {refreshing && (
            <Box
              sx={(theme) => ({
                position: 'absolute',
                inset: 0,
                display: 'grid',
                placeItems: 'center',
                bgcolor: alpha(theme.palette.background.paper, 0.7),
              })}
            >
              <CircularProgress aria-label={t`Loading`} />
            </Box>
          )}
        </Box>
      </Collapse>
    </TitledCard>
  )
}
