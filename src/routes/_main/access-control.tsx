import { createFileRoute } from '@tanstack/react-router'
import { AccessControlScreen } from '@/features/auth/accessControl/AccessControlScreen'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/access-control')({
  ...pageRoute('access-control'),
  component: AccessControlScreen,
})
