import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordScreen } from '@/features/auth/screens/AuthScreens'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_blank/_data/pages/reset-password-v2')({
  ...pageRoute('pages-reset-password-v2'),
  component: () => <ResetPasswordScreen version="v2" />,
})
