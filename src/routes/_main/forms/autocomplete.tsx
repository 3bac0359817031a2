import { createFileRoute } from '@tanstack/react-router'
import { autocompleteQueries } from '@/features/autocomplete/queries'
import { AutocompleteScreen } from '@/features/autocomplete/AutocompleteScreen'
import { queryClient } from '@/api/queryClient'

export const Route = createFileRoute('/_main/forms/autocomplete')({
  staticData: { ability: { action: 'read', subject: 'Form' }, messages: ['autocomplete'] },
  loader: () => queryClient.ensureQueryData(autocompleteQueries.items()),
  component: AutocompleteScreen,
})
