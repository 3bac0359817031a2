import { createFileRoute } from '@tanstack/react-router'
import { ExportPage } from '@/features/extensions/export/ExportPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/extensions/export')({
  ...pageRoute('extensions-export'),
  component: ExportPage,
})
