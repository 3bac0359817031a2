import { createFileRoute } from '@tanstack/react-router'
import { authPage } from '@/features/auth/authPage'
import { ForgotPasswordScreen } from '@/features/auth/screens/AuthScreens'

export const Route = createFileRoute('/_blank/_data/pages/forgot-password-v2')({
  ...authPage,
  component: () => <ForgotPasswordScreen version="v2" />,
})
