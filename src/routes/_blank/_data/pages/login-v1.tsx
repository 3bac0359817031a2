import { createFileRoute } from '@tanstack/react-router'
import { loginSearch } from '@/features/auth/loginSearch'
import { LoginScreen } from '@/features/auth/screens/AuthScreens'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_blank/_data/pages/login-v1')({
  ...pageRoute('pages-login-v1'),
  ...loginSearch.route,
  component: function LoginPage() {
    const { redirect, expired } = Route.useSearch()
    return <LoginScreen version="v1" redirect={redirect} expired={expired} />
  },
})
