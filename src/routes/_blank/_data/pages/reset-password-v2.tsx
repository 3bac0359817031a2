import { createFileRoute } from '@tanstack/react-router'
import { redirectIfLoggedIn } from '@/auth/routeGuards'
import { ResetPasswordScreen } from '@/features/auth/screens/AuthScreens'

export const Route = createFileRoute('/_blank/_data/pages/reset-password-v2')({
  staticData: { messages: ['auth'] },
  beforeLoad: () => redirectIfLoggedIn(),
  component: () => <ResetPasswordScreen version="v2" />,
})
