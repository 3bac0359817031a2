import { createFileRoute } from '@tanstack/react-router'
import { autocompleteQueries } from '@/features/autocomplete/queries'
import { AutocompleteScreen } from '@/features/autocomplete/AutocompleteScreen'

export const Route = createFileRoute('/_main/forms/autocomplete')({
  staticData: { ability: { action: 'read', subject: 'Form' } },
  loader: ({ context }) => context.queryClient.ensureQueryData(autocompleteQueries.items()),
  component: AutocompleteScreen,
})
