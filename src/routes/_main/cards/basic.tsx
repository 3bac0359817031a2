import { createFileRoute } from '@tanstack/react-router'
import { BasicCardsPage } from '@/features/cards/BasicCardsPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/cards/basic')({
  ...pageRoute('cards-basic'),
  component: BasicCardsPage,
})
