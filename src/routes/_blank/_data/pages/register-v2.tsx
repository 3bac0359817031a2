import { createFileRoute } from '@tanstack/react-router'
import { RegisterScreen } from '@/features/auth/screens/AuthScreens'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_blank/_data/pages/register-v2')({
  ...pageRoute('pages-register-v2'),
  component: () => <RegisterScreen version="v2" />,
})
