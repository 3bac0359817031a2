import { useId, useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import { DemoCard } from '../DemoCard'

type TabName = 'home' | 'profile' | 'messages'

/** Tabs inside a card: each switches the card's text. */
export function TabsCard() {
  const { t } = useLingui()
  const id = useId()
  const [tab, setTab] = useState<TabName>('home')
  const tabs: Record<TabName, { label: string; text: ReactNode }> = {
    home: { label: t`Home`, text: <Trans>Welcome home: the first tab is the one a reader sees first.</Trans> },
    profile: { label: t`Profile`, text: <Trans>A second tab keeps related content one click away.</Trans> },
    messages: { label: t`Messages`, text: <Trans>No new messages. Switching tabs keeps the card in place.</Trans> },
  }
  return (
    <DemoCard title={<Trans>Card with tabs</Trans>} data-testid="card-tabs">
      <Tabs value={tab} onChange={(_event, next: TabName) => setTab(next)} aria-label={t`Card tabs`} variant="fullWidth" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        {(Object.keys(tabs) as TabName[]).map((name) => (
          <Tab key={name} value={name} label={tabs[name].label} id={`${id}-${name}-tab`} aria-controls={`${id}-panel`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}-tab`}>
        <Typography variant="body2">{tabs[tab].text}</Typography>
      </Box>
    </DemoCard>
  )
}
