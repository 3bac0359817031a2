import { createFileRoute } from '@tanstack/react-router'
import { authPage } from '@/features/auth/authPage'
import { validateLoginSearch } from '@/features/auth/loginSearch'
import { LoginScreen } from '@/features/auth/screens/AuthScreens'

export const Route = createFileRoute('/_blank/_data/pages/login-v2')({
  ...authPage,
  validateSearch: validateLoginSearch,
  component: function LoginPage() {
    return <LoginScreen version="v2" redirect={Route.useSearch().redirect} />
  },
})
