import { createFileRoute } from '@tanstack/react-router'
import { ActionCardsPage } from '@/features/cards/ActionCardsPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/cards/actions')({
  ...pageRoute('cards-actions'),
  component: ActionCardsPage,
})
