import { useEffect, useRef, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import RestoreOutlined from '@mui/icons-material/RestoreOutlined'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { ActionCard, type CardAction } from '@/components/ActionCard'
import { PageHeader } from '@/components/PageHeader'
import { formatDate } from '@/i18n/format'

type DemoName = 'collapse' | 'refresh' | 'remove' | 'all'

const DEMOS: Record<DemoName, { actions: readonly CardAction[]; title: MessageDescriptor; text: MessageDescriptor }> = {
  collapse: {
    actions: ['collapse'],
    title: msg`Collapsible card`,
    text: msg`The arrow in the header hides the content, and shows it again.`,
  },
  refresh: {
    actions: ['refresh'],
    title: msg`Refreshable card`,
    text: msg`Refresh loads the content again; an overlay covers it meanwhile.`,
  },
  remove: {
    actions: ['remove'],
    title: msg`Removable card`,
    text: msg`The cross removes the card; the button at the top brings it back.`,
  },
  all: {
    actions: ['collapse', 'refresh', 'remove'],
    title: msg`All actions`,
    text: msg`This card can be collapsed, refreshed and removed.`,
  },
}

/** A stand-in for loading the card's content again: about as long as a slow answer takes. */
const reload = () => new Promise<void>((resolve) => setTimeout(resolve, 1000))

/** One demo card per header action, and one with all three; removed cards come back with "Restore removed cards". */
export function ActionCardsPage() {
  const [removed, setRemoved] = useState<ReadonlySet<DemoName>>(new Set())
  const restoreButton = useRef<HTMLButtonElement>(null)
  // The removed card's button took the keyboard focus with it: it goes on from the way back.
  useEffect(() => {
    if (removed.size > 0) restoreButton.current?.focus()
  }, [removed])
  return (
    <Box data-testid="cards-actions">
      <PageHeader
        title={<Trans>Card Actions</Trans>}
        subtitle={<Trans>Collapse, refresh and remove a card from its header.</Trans>}
        actions={
          removed.size > 0 && (
            <Button ref={restoreButton} variant="outlined" startIcon={<RestoreOutlined />} onClick={() => setRemoved(new Set())}>
              <Trans>Restore removed cards</Trans>
            </Button>
          )
        }
      />
      <Grid container spacing={3}>
        {(Object.keys(DEMOS) as DemoName[])
          .filter((name) => !removed.has(name))
          .map((name) => (
            <Grid key={name} size={{ xs: 12, md: 6, lg: 4 }}>
              <DemoActionCard name={name} onRemove={() => setRemoved((before) => new Set(before).add(name))} />
            </Grid>
          ))}
      </Grid>
    </Box>
  )
}

/** One demo: its explanation, and when it can refresh, the time it last did. */
function DemoActionCard({ name, onRemove }: { name: DemoName; onRemove: () => void }) {
  const { i18n } = useLingui()
  const { actions, title, text } = DEMOS[name]
  const [refreshedAt, setRefreshedAt] = useState(() => new Date())
  const time = formatDate(refreshedAt, { timeStyle: 'medium' })
  const refresh = async () => {
    await reload()
    setRefreshedAt(new Date())
  }
  return (
    <ActionCard title={i18n._(title)} actions={actions} onRefresh={refresh} onRemove={onRemove} data-testid={`action-card-${name}`}>
      <Typography variant="body2">{i18n._(text)}</Typography>
      {actions.includes('refresh') && (
        <Typography variant="caption" component="p" sx={{ mt: 1.5, color: 'text.secondary' }} data-testid="refreshed-at">
          <Trans>Updated at {time}</Trans>
        </Typography>
      )}
    </ActionCard>
  )
}
