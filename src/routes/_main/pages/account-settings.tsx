import { createFileRoute } from '@tanstack/react-router'
import { AccountSettingsScreen } from '@/features/account/AccountSettingsScreen'
import { accountSettingsQuery } from '@/features/account/queries'
import { startLoading } from '@/lib/loadByCause'
import { accountSearchRoute } from '@/features/account/search'
import { queryClient } from '@/api/queryClient'

export const Route = createFileRoute('/_main/pages/account-settings')({
  staticData: { ability: { action: 'read', subject: 'Account' }, messages: ['account'] },
  ...accountSearchRoute,
  loader: () => startLoading(queryClient, [accountSettingsQuery()]),
  component: function AccountSettingsPage() {
    const navigate = Route.useNavigate()
    return <AccountSettingsScreen tab={Route.useSearch().tab} onTabChange={(tab) => void navigate({ search: { tab } })} />
  },
})
