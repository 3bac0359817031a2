import { createFileRoute } from '@tanstack/react-router'
import { BlankDemoPage } from '@/features/pageLayout/BlankDemoPage'
import { withLayout } from '@/features/pageLayout/layouts'
import { pageRoute } from '@/registry/pages'

// No menu, navbar or footer while it shows; the user's settings stay as they are (src/layout/useRouteLayout.ts).
export const Route = createFileRoute('/_main/page-layout/blank')({
  ...withLayout(pageRoute('page-layout-blank')),
  component: BlankDemoPage,
})
