import { useState } from 'react'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Scrollable`, description: msg`More tabs than room: they scroll, with arrows on wide screens.`, order: 4 }

export default function ScrollableTabs() {
  const { t, i18n } = useLingui()
  // The months' names in the language of the page.
  const monthName = new Intl.DateTimeFormat(i18n.locale, { month: 'long' })
  const months = Array.from({ length: 12 }, (_, month) => monthName.format(new Date(2025, month, 1)))
  const [current, setCurrent] = useState(0)
  return (
    <Tabs value={current} onChange={(_, value: number) => setCurrent(value)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label={t`Month`}>
      {months.map((month) => (
        <Tab key={month} label={month} />
      ))}
    </Tabs>
  )
}
