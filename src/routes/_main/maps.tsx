import { createFileRoute } from '@tanstack/react-router'
import { queryClient } from '@/api/queryClient'
import { MapsPage } from '@/features/maps/MapsPage'
import { mapsQueries } from '@/features/maps/queries'
import { startLoading } from '@/lib/loadByCause'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/maps')({
  ...pageRoute('maps'),
  loader: () => startLoading(queryClient, [mapsQueries.customers()]),
  component: MapsPage,
})
