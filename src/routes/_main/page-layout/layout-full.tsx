import { createFileRoute } from '@tanstack/react-router'
import { LayoutDemoPage } from '@/features/pageLayout/LayoutDemoPage'
import { withLayout } from '@/features/pageLayout/layouts'
import { pageRoute } from '@/registry/pages'

// Its own layout while it shows; the user's settings stay as they are (src/layout/useRouteLayout.ts).
export const Route = createFileRoute('/_main/page-layout/layout-full')({
  ...withLayout(pageRoute('page-layout-layout-full')),
  component: () => <LayoutDemoPage page="page-layout-layout-full" />,
})
