import { createFileRoute } from '@tanstack/react-router'
import { AdvanceCardsPage } from '@/features/cards/AdvanceCardsPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/cards/advance')({
  ...pageRoute('cards-advance'),
  component: AdvanceCardsPage,
})
