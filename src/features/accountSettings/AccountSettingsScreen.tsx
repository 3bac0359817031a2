import type { ComponentType } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { AccountSettings } from '@/api/contract/accountSettings'
import { PageHeader } from '@/components/PageHeader'
import { StateMessage } from '@/components/StateMessage'
import { AccountTabs, panelId, tabId } from './AccountTabs'
import { accountSettingsQuery } from './queries'
import { ACCOUNT_TABS, type AccountTab } from './search'
import { SettingsSkeleton } from './SettingsSkeleton'
import { GeneralTab } from './tabs/GeneralTab'
import { InfoTab } from './tabs/InfoTab'
import { NotificationsTab } from './tabs/NotificationsTab'
import { SecurityTab } from './tabs/SecurityTab'
import { SocialTab } from './tabs/SocialTab'

const PANELS: Record<AccountTab, ComponentType<{ settings: AccountSettings }>> = {
  general: GeneralTab,
  info: InfoTab,
  social: SocialTab,
  notification: NotificationsTab,
  security: SecurityTab,
}

interface AccountSettingsScreenProps {
  tab: AccountTab
  onTabChange: (tab: AccountTab) => void
}

/** The signed-in user's settings, a tab each; the open tab is in the address. */
export function AccountSettingsScreen({ tab, onTabChange }: AccountSettingsScreenProps) {
  const query = useQuery(accountSettingsQuery())
  return (
    <>
      <PageHeader
        title={<Trans>Account settings</Trans>}
        breadcrumbs={[{ label: <Trans>Home</Trans>, to: '/' }, { label: <Trans>Pages</Trans> }, { label: <Trans>Account settings</Trans> }]}
      />
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, alignItems: 'flex-start', gap: 3 }}>
        <AccountTabs tab={tab} onChange={onTabChange} />
        <Card sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
            {query.data ? (
              // Every tab stays mounted, so what was typed in one survives a visit to another.
              ACCOUNT_TABS.map((name) => {
                const Panel = PANELS[name]
                return (
                  <Box key={name} role="tabpanel" id={panelId(name)} aria-labelledby={tabId(name)} hidden={name !== tab}>
                    <Panel settings={query.data} />
                  </Box>
                )
              })
            ) : query.isError ? (
              <StateMessage
                kind="error"
                title={<Trans>The account settings could not be loaded</Trans>}
                text={<Trans>Check your connection, then try again.</Trans>}
                error={query.error}
                onRetry={() => void query.refetch()}
              />
            ) : (
              <SettingsSkeleton />
            )}
          </CardContent>
        </Card>
      </Box>
    </>
  )
}
