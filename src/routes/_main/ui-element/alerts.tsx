import { createFileRoute } from '@tanstack/react-router'
import { AlertsPage } from '@/features/uiElement/alerts/AlertsPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/ui-element/alerts')({
  ...pageRoute('ui-element-alerts'),
  component: AlertsPage,
})
