import { useState } from 'react'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import UnfoldLess from '@mui/icons-material/UnfoldLess'
import UnfoldMore from '@mui/icons-material/UnfoldMore'
import { RichTreeView } from '@mui/x-tree-view/RichTreeView'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

/** An item as RichTreeView reads it by default: an id, a label, its children. */
interface TreeItemData {
  id: string
  label: string
  children?: TreeItemData[]
}

export const meta: ExampleMeta = {
  title: msg`Controlled expansion`,
  description: msg`The page keeps which items are open: buttons open or close them all at once.`,
  order: 3,
}

/** Every item that has children: what "expand all" opens. */
const parentsOf = (items: readonly TreeItemData[]): string[] =>
  items.flatMap((item) => (item.children?.length ? [item.id, ...parentsOf(item.children)] : []))

// A closed item's arrow points the way the text reads: mirrored on a right-to-left page.
const RTL_ARROWS = { '[dir="rtl"] & .MuiTreeItem-iconContainer svg': { transform: 'scaleX(-1)' } }

export default function ControlledExpansion() {
  const { t } = useLingui()
  const items: TreeItemData[] = [
    {
      id: 'europe',
      label: t`Europe`,
      children: [
        { id: 'germany', label: t`Germany`, children: [{ id: 'berlin', label: 'Berlin' }, { id: 'munich', label: t`Munich` }] },
        { id: 'france', label: t`France`, children: [{ id: 'paris', label: 'Paris' }, { id: 'lyon', label: 'Lyon' }] },
        { id: 'portugal', label: 'Portugal', children: [{ id: 'lisbon', label: t`Lisbon` }, { id: 'porto', label: 'Porto' }] },
      ],
    },
    {
      id: 'americas',
      label: t`Americas`,
      children: [
        { id: 'canada', label: 'Canada', children: [{ id: 'toronto', label: 'Toronto' }] },
        { id: 'brazil', label: t`Brazil`, children: [{ id: 'sao-paulo', label: 'São Paulo' }] },
      ],
    },
  ]
  const [expanded, setExpanded] = useState<string[]>(['europe'])
  const all = parentsOf(items)
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" startIcon={<UnfoldMore />} disabled={expanded.length === all.length} onClick={() => setExpanded(all)}>
          <Trans>Expand all</Trans>
        </Button>
        <Button size="small" variant="outlined" startIcon={<UnfoldLess />} disabled={expanded.length === 0} onClick={() => setExpanded([])}>
          <Trans>Collapse all</Trans>
        </Button>
      </Stack>
      <RichTreeView sx={RTL_ARROWS} aria-label={t`Offices`} items={items} expandedItems={expanded} onExpandedItemsChange={(_, ids) => setExpanded(ids)} />
    </Stack>
  )
}
