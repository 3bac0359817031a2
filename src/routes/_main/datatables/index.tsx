import { createFileRoute } from '@tanstack/react-router'
import { DatatablesIndexPage } from '@/features/datatables/overview/DatatablesIndexPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/datatables/')({
  ...pageRoute('datatables-index'),
  component: DatatablesIndexPage,
})
