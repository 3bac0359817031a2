import { createFileRoute } from '@tanstack/react-router'
import { MenusPage } from '@/features/components/menus/MenusPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/components/menus')({
  ...pageRoute('components-menus'),
  component: MenusPage,
})
