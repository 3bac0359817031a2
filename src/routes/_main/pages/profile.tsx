import { createFileRoute } from '@tanstack/react-router'
import { profileQueries } from '@/features/profile/queries'
import { startLoading } from '@/lib/loadByCause'
import { ProfileScreen } from '@/features/profile/ProfileScreen'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/pages/profile')({
  ...pageRoute('profile'),
  loader: () => startLoading(queryClient, [profileQueries.data()]),
  component: ProfileScreen,
})
