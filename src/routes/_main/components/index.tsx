import { createFileRoute } from '@tanstack/react-router'
import { ComponentsPage } from '@/features/components/ComponentsPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/components/')({
  ...pageRoute('components-index'),
  component: ComponentsPage,
})
