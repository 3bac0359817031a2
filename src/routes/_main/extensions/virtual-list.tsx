import { createFileRoute } from '@tanstack/react-router'
import { VirtualListPage } from '@/features/extensions/virtualList/VirtualListPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/extensions/virtual-list')({
  ...pageRoute('extensions-virtual-list'),
  component: VirtualListPage,
})
