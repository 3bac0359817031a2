import { createFileRoute } from '@tanstack/react-router'
import { ChartsPage } from '@/features/charts/ChartsPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/charts')({
  ...pageRoute('charts'),
  component: ChartsPage,
})
