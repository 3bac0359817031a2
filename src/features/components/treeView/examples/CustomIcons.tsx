import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView'
import { TreeItem } from '@mui/x-tree-view/TreeItem'
import FolderOutlined from '@mui/icons-material/FolderOutlined'
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined'
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = {
  title: msg`Custom icons`,
  description: msg`Folders that open and close, and files at the ends of the branches, through the tree's icon slots.`,
  order: 4,
}

export default function CustomIcons() {
  const { t } = useLingui()
  return (
    <SimpleTreeView
      aria-label={t`Project files`}
      defaultExpandedItems={['src']}
      slots={{ expandIcon: FolderOutlined, collapseIcon: FolderOpenOutlined, endIcon: InsertDriveFileOutlined }}
      // The icons picture the items rather than point: a little larger than the arrows they replace, in the primary colour.
      sx={{ '& .MuiTreeItem-iconContainer svg': { fontSize: 20, color: 'primary.main' } }}
    >
      <TreeItem itemId="src" label="src">
        <TreeItem itemId="components" label="components">
          <TreeItem itemId="button" label="Button.tsx" />
          <TreeItem itemId="card" label="Card.tsx" />
        </TreeItem>
        <TreeItem itemId="main" label="main.tsx" />
      </TreeItem>
      <TreeItem itemId="public" label="public">
        <TreeItem itemId="favicon" label="favicon.svg" />
      </TreeItem>
      <TreeItem itemId="readme" label="README.md" />
    </SimpleTreeView>
  )
}
