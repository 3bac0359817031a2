import { createFileRoute } from '@tanstack/react-router'
import { BasicCardsPage } from '@/features/cards/BasicCardsPage'

export const Route = createFileRoute('/_main/cards/basic')({
  staticData: { ability: { action: 'read', subject: 'Card' }, messages: ['cards'] },
  component: BasicCardsPage,
})
