import { createFileRoute } from '@tanstack/react-router'
import { redirectIfLoggedIn } from '@/auth/routeGuards'
import { RegisterScreen } from '@/features/auth/screens/AuthScreens'

export const Route = createFileRoute('/_blank/_data/pages/register-v2')({
  staticData: { messages: ['auth'] },
  beforeLoad: () => redirectIfLoggedIn(),
  component: () => <RegisterScreen version="v2" />,
})
