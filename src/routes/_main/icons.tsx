import { createFileRoute } from '@tanstack/react-router'
import { IconsPage } from '@/features/icons/IconsPage'
import { iconsSearch } from '@/features/icons/search'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/icons')({
  ...pageRoute('icons'),
  ...iconsSearch.route,
  component: function IconsRoute() {
    const navigate = iconsSearch.navigator(Route.useNavigate())
    return <IconsPage q={Route.useSearch().q} onSearch={(q) => navigate({ q })} />
  },
})
