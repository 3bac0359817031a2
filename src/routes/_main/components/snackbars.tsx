import { createFileRoute } from '@tanstack/react-router'
import { SnackbarsPage } from '@/features/components/snackbars/SnackbarsPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/components/snackbars')({
  ...pageRoute('components-snackbars'),
  component: SnackbarsPage,
})
