import { createFileRoute } from '@tanstack/react-router'
import { NotAuthorizedPage } from '@/features/misc/NotAuthorizedPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_blank/misc/not-authorized')({
  ...pageRoute('misc-not-authorized'),
  component: NotAuthorizedPage,
})
