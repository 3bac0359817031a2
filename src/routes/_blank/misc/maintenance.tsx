import { createFileRoute } from '@tanstack/react-router'
import { MaintenancePage } from '@/features/misc/MaintenancePage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_blank/misc/maintenance')({
  ...pageRoute('misc-maintenance'),
  component: MaintenancePage,
})
