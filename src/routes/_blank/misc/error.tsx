import { createFileRoute } from '@tanstack/react-router'
import { ErrorPage } from '@/features/misc/ErrorPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_blank/misc/error')({
  ...pageRoute('misc-error'),
  component: ErrorPage,
})
