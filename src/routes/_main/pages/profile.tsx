import { createFileRoute } from '@tanstack/react-router'
import { profileQueries } from '@/features/profile/queries'
import { startLoading } from '@/lib/loadByCause'
import { ProfileScreen } from '@/features/profile/ProfileScreen'
import { queryClient } from '@/api/queryClient'

export const Route = createFileRoute('/_main/pages/profile')({
  staticData: { ability: { action: 'read', subject: 'Profile' }, messages: ['profile'] },
  loader: () => startLoading(queryClient, [profileQueries.data()]),
  component: ProfileScreen,
})
