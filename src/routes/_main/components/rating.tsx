import { createFileRoute } from '@tanstack/react-router'
import { RatingPage } from '@/features/components/rating/RatingPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/components/rating')({
  ...pageRoute('components-rating'),
  component: RatingPage,
})
