import { createFileRoute } from '@tanstack/react-router'
import { TourPage } from '@/features/extensions/tour/TourPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/extensions/tour')({
  ...pageRoute('extensions-tour'),
  component: TourPage,
})
