import { createFileRoute } from '@tanstack/react-router'
import { NotAuthorizedPage } from '@/features/misc/NotAuthorizedPage'

export const Route = createFileRoute('/_blank/misc/not-authorized')({
  component: NotAuthorizedPage,
})
