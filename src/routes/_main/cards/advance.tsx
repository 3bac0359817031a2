import { createFileRoute } from '@tanstack/react-router'
import { AdvanceCardsPage } from '@/features/cards/AdvanceCardsPage'

export const Route = createFileRoute('/_main/cards/advance')({
  staticData: { ability: { action: 'read', subject: 'Card' }, messages: ['cards'] },
  component: AdvanceCardsPage,
})
