import { createFileRoute } from '@tanstack/react-router'
import { loadTodoView } from '@/features/todo/queries'
import { parseFilterParam, todoSearch } from '@/features/todo/search'
import { taskQuery } from '@/features/todo/view'
import { TodoScreen } from '@/features/todo/TodoScreen'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/apps/todo/$filter')({
  ...pageRoute('todo'),
  // important, completed or deleted; anything else redirects to every task.
  params: { parse: parseFilterParam, stringify: ({ filter }) => ({ filter }) },
  ...todoSearch.route,
  loader: ({ params, location, cause }) => loadTodoView(queryClient, taskQuery(params, todoSearch.read(location.search)), cause),
  component: function TodoFilterPage() {
    return <TodoScreen place={Route.useParams()} search={Route.useSearch()} onSearchChange={todoSearch.navigator(Route.useNavigate())} />
  },
})
