import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '@/features/misc/ComingSoonPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_blank/misc/coming-soon')({
  ...pageRoute('misc-coming-soon'),
  component: ComingSoonPage,
})
