import { createFileRoute } from '@tanstack/react-router'
import { ActionCardsPage } from '@/features/cards/ActionCardsPage'

export const Route = createFileRoute('/_main/cards/actions')({
  staticData: { ability: { action: 'read', subject: 'Card' }, messages: ['cards'] },
  component: ActionCardsPage,
})
