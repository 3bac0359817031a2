import { createFileRoute } from '@tanstack/react-router'
import { authPage } from '@/features/auth/authPage'
import { ResetPasswordScreen } from '@/features/auth/screens/AuthScreens'

export const Route = createFileRoute('/_blank/_data/pages/reset-password-v2')({
  ...authPage,
  component: () => <ResetPasswordScreen version="v2" />,
})
