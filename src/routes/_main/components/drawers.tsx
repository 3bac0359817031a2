import { createFileRoute } from '@tanstack/react-router'
import { DrawersPage } from '@/features/components/drawers/DrawersPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/components/drawers')({
  ...pageRoute('components-drawers'),
  component: DrawersPage,
})
