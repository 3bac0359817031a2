import { createFileRoute } from '@tanstack/react-router'
import { prefetchProfile } from '@/features/profile/queries'
import { ProfileScreen } from '@/features/profile/ProfileScreen'
import { queryClient } from '@/lib/queryClient'

export const Route = createFileRoute('/_main/pages/profile')({
  staticData: { ability: { action: 'read', subject: 'Profile' }, messages: ['profile'] },
  loader: () => prefetchProfile(queryClient),
  component: ProfileScreen,
})
