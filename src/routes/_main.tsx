import { createFileRoute } from '@tanstack/react-router'
import { MainLayout } from '@/layout/MainLayout'
import { PageLoader } from '@/components/PageLoader'

// The main layout is its own chunk: the first paint shows the loader until it arrives.
export const Route = createFileRoute('/_main')({
  component: MainLayout,
  pendingComponent: () => <PageLoader fullScreen />,
  pendingMs: 0,
})
