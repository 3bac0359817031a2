import { createFileRoute } from '@tanstack/react-router'
import { DialogsPage } from '@/features/components/dialogs/DialogsPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/components/dialogs')({
  ...pageRoute('components-dialogs'),
  component: DialogsPage,
})
