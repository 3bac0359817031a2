import { createFileRoute } from '@tanstack/react-router'
import { AccessControlScreen } from '@/features/auth/accessControl/AccessControlScreen'

export const Route = createFileRoute('/_main/access-control')({
  staticData: { ability: { action: 'read', subject: 'ACL' } },
  component: AccessControlScreen,
})
