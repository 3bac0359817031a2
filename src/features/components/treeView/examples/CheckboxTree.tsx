import { useState } from 'react'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { RichTreeView } from '@mui/x-tree-view/RichTreeView'
import { msg } from '@lingui/core/macro'
import { Plural, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

/** An item as RichTreeView reads it by default: an id, a label, its children. */
interface TreeItemData {
  id: string
  label: string
  children?: TreeItemData[]
}

export const meta: ExampleMeta = {
  title: msg`Multi-select with checkboxes`,
  description: msg`Ticking a group ticks everything in it; ticking all of a group's items ticks the group. Space ticks the focused item.`,
  order: 2,
}

// A closed item's arrow points the way the text reads: mirrored on a right-to-left page.
const RTL_ARROWS = { '[dir="rtl"] & .MuiTreeItem-iconContainer svg': { transform: 'scaleX(-1)' } }

export default function CheckboxTree() {
  const { t } = useLingui()
  const items: TreeItemData[] = [
    {
      id: 'users',
      label: t`Users`,
      children: [
        { id: 'users-read', label: t`View users` },
        { id: 'users-write', label: t`Edit users` },
        { id: 'users-delete', label: t`Delete users` },
      ],
    },
    {
      id: 'invoices',
      label: t`Invoices`,
      children: [
        { id: 'invoices-read', label: t`View invoices` },
        { id: 'invoices-send', label: t`Send invoices` },
      ],
    },
    { id: 'reports', label: t`Export reports` },
  ]
  const [selected, setSelected] = useState<string[]>(['users-read', 'invoices-read'])
  // Groups are there to tick many at once: the count is of the permissions themselves.
  const permissions = selected.filter((id) => id.includes('-') || id === 'reports').length
  return (
    <Stack spacing={2}>
      <RichTreeView
        aria-label={t`Permissions`}
        sx={RTL_ARROWS}
        items={items}
        multiSelect
        checkboxSelection
        selectionPropagation={{ descendants: true, parents: true }}
        selectedItems={selected}
        onSelectedItemsChange={(_, ids) => setSelected(ids)}
        defaultExpandedItems={['users']}
      />
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        <Plural value={permissions} _0="No permission granted" one="# permission granted" other="# permissions granted" />
      </Typography>
    </Stack>
  )
}
