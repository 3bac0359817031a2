import { createFileRoute } from '@tanstack/react-router'
import { redirectIfLoggedIn } from '@/auth/routeGuards'
import { validateLoginSearch } from '@/features/auth/loginSearch'
import { LoginScreen } from '@/features/auth/screens/AuthScreens'

export const Route = createFileRoute('/_blank/_data/pages/login-v1')({
  staticData: { messages: ['auth'] },
  validateSearch: validateLoginSearch,
  beforeLoad: () => redirectIfLoggedIn(),
  component: function LoginPage() {
    const { redirect } = Route.useSearch()
    return <LoginScreen version="v1" redirect={redirect} />
  },
})
