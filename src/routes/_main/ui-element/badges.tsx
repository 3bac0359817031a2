import { createFileRoute } from '@tanstack/react-router'
import { BadgesPage } from '@/features/uiElement/badges/BadgesPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/ui-element/badges')({
  ...pageRoute('ui-element-badges'),
  component: BadgesPage,
})
