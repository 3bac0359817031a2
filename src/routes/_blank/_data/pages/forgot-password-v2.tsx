import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordScreen } from '@/features/auth/screens/AuthScreens'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_blank/_data/pages/forgot-password-v2')({
  ...pageRoute('pages-forgot-password-v2'),
  component: () => <ForgotPasswordScreen version="v2" />,
})
