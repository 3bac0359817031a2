import { createFileRoute } from '@tanstack/react-router'
import { BlankLayout } from '@/layout/BlankLayout'
import { PageLoader } from '@/components/PageLoader'

// Pages without menus: misc pages and, later, the auth pages.
export const Route = createFileRoute('/_blank')({
  component: BlankLayout,
  pendingComponent: () => <PageLoader fullScreen />,
  pendingMs: 0,
})
