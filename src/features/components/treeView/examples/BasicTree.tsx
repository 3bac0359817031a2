import { useState } from 'react'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView'
import { TreeItem } from '@mui/x-tree-view/TreeItem'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = {
  title: msg`Basic`,
  description: msg`Items written as children. Arrow keys move, open and close; Enter selects.`,
  order: 1,
}

// A closed item's arrow points the way the text reads: mirrored on a right-to-left page.
const RTL_ARROWS = { '[dir="rtl"] & .MuiTreeItem-iconContainer svg': { transform: 'scaleX(-1)' } }

export default function BasicTree() {
  const { t } = useLingui()
  const [selected, setSelected] = useState<string | null>(null)
  const labels: Record<string, string> = { dashboards: t`Dashboards`, sales: t`Sales`, analytics: t`Analytics`, apps: t`Apps`, email: t`Email`, chat: t`Chat`, calendar: t`Calendar`, settings: t`Settings` }
  return (
    <Stack spacing={2}>
      <SimpleTreeView sx={RTL_ARROWS} aria-label={t`Site map`} selectedItems={selected} onSelectedItemsChange={(_, id) => setSelected(id)}>
        <TreeItem itemId="dashboards" label={labels.dashboards}>
          <TreeItem itemId="sales" label={labels.sales} />
          <TreeItem itemId="analytics" label={labels.analytics} />
        </TreeItem>
        <TreeItem itemId="apps" label={labels.apps}>
          <TreeItem itemId="email" label={labels.email} />
          <TreeItem itemId="chat" label={labels.chat} />
          <TreeItem itemId="calendar" label={labels.calendar} />
        </TreeItem>
        <TreeItem itemId="settings" label={labels.settings} />
      </SimpleTreeView>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        {selected ? <Trans>Selected: {labels[selected]}</Trans> : <Trans>Nothing selected</Trans>}
      </Typography>
    </Stack>
  )
}
