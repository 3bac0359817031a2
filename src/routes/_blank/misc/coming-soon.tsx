import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '@/features/misc/ComingSoonPage'

export const Route = createFileRoute('/_blank/misc/coming-soon')({
  component: ComingSoonPage,
})
