import type { ReactElement } from 'react'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import InfoOutlined from '@mui/icons-material/InfoOutlined'
import LinkOutlined from '@mui/icons-material/LinkOutlined'
import LockOutlined from '@mui/icons-material/LockOutlined'
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined'
import PersonOutlined from '@mui/icons-material/PersonOutlined'
import { useLingui } from '@lingui/react/macro'
import { ACCOUNT_TABS, type AccountTab } from './search'

export const tabId = (tab: AccountTab) => `account-tab-${tab}`
export const panelId = (tab: AccountTab) => `account-panel-${tab}`

const ICONS: Record<AccountTab, ReactElement> = {
  general: <PersonOutlined fontSize="small" />,
  info: <InfoOutlined fontSize="small" />,
  social: <LinkOutlined fontSize="small" />,
  notification: <NotificationsNoneOutlined fontSize="small" />,
  security: <LockOutlined fontSize="small" />,
}

/** The settings' tabs: a column beside the content from the medium breakpoint on, a scrolling row above it below. */
export function AccountTabs({ tab, onChange }: { tab: AccountTab; onChange: (tab: AccountTab) => void }) {
  const { t } = useLingui()
  const vertical = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true })
  const labels: Record<AccountTab, string> = {
    general: t`General`,
    info: t`Information`,
    social: t`Social`,
    notification: t`Notifications`,
    security: t`Security`,
  }
  return (
    <Tabs
      value={tab}
      onChange={(_, next: AccountTab) => onChange(next)}
      orientation={vertical ? 'vertical' : 'horizontal'}
      variant={vertical ? 'standard' : 'scrollable'}
      allowScrollButtonsMobile
      aria-label={t`Account settings`}
      sx={{ flexShrink: 0, width: { xs: '100%', md: 220 } }}
    >
      {ACCOUNT_TABS.map((name) => (
        <Tab
          key={name}
          value={name}
          id={tabId(name)}
          aria-controls={panelId(name)}
          label={labels[name]}
          icon={ICONS[name]}
          iconPosition="start"
          sx={{ minHeight: 48, justifyContent: { md: 'flex-start' } }}
        />
      ))}
    </Tabs>
  )
}
