import { createFileRoute } from '@tanstack/react-router'
import { PickersPage } from '@/features/components/pickers/PickersPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/components/pickers')({
  ...pageRoute('components-pickers'),
  component: PickersPage,
})
