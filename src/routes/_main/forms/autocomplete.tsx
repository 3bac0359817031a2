import { createFileRoute } from '@tanstack/react-router'
import { autocompleteQueries } from '@/features/autocomplete/queries'
import { AutocompleteScreen } from '@/features/autocomplete/AutocompleteScreen'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/forms/autocomplete')({
  ...pageRoute('forms-autocomplete'),
  loader: () => queryClient.ensureQueryData(autocompleteQueries.items()),
  component: AutocompleteScreen,
})
