import { createFileRoute } from '@tanstack/react-router'
import { ExtensionsPage } from '@/features/extensions/ExtensionsPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/extensions/')({
  ...pageRoute('extensions-index'),
  component: ExtensionsPage,
})
