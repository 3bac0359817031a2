import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '@/features/home/HomePage'

export const Route = createFileRoute('/_main/')({
  staticData: { ability: { action: 'read', subject: 'Dashboard' }, messages: ['home'] },
  component: HomePage,
})
