import { createFileRoute } from '@tanstack/react-router'
import { authPage } from '@/features/auth/authPage'
import { RegisterScreen } from '@/features/auth/screens/AuthScreens'

export const Route = createFileRoute('/_blank/_data/pages/register-v2')({
  ...authPage,
  component: () => <RegisterScreen version="v2" />,
})
