import { createFileRoute } from '@tanstack/react-router'
import { redirectIfLoggedIn } from '@/auth/routeGuards'
import { ForgotPasswordScreen } from '@/features/auth/screens/AuthScreens'

export const Route = createFileRoute('/_blank/_data/pages/forgot-password-v2')({
  staticData: { messages: ['auth'] },
  beforeLoad: () => redirectIfLoggedIn(),
  component: () => <ForgotPasswordScreen version="v2" />,
})
