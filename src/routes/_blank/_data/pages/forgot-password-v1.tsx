import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordScreen } from '@/features/auth/screens/AuthScreens'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_blank/_data/pages/forgot-password-v1')({
  ...pageRoute('pages-forgot-password-v1'),
  component: () => <ForgotPasswordScreen version="v1" />,
})
