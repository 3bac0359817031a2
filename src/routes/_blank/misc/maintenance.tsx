import { createFileRoute } from '@tanstack/react-router'
import { MaintenancePage } from '@/features/misc/MaintenancePage'

export const Route = createFileRoute('/_blank/misc/maintenance')({
  component: MaintenancePage,
})
