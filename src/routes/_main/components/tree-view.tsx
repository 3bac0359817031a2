import { createFileRoute } from '@tanstack/react-router'
import { TreeViewPage } from '@/features/components/treeView/TreeViewPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/components/tree-view')({
  ...pageRoute('components-tree-view'),
  component: TreeViewPage,
})
