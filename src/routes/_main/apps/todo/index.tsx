import { createFileRoute } from '@tanstack/react-router'
import { loadTodoView } from '@/features/todo/queries'
import { todoSearch } from '@/features/todo/search'
import { taskQuery } from '@/features/todo/view'
import { TodoScreen } from '@/features/todo/TodoScreen'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

// Every task not deleted.
export const Route = createFileRoute('/_main/apps/todo/')({
  ...pageRoute('todo'),
  ...todoSearch.route,
  loader: ({ location, cause }) => loadTodoView(queryClient, taskQuery({}, todoSearch.read(location.search)), cause),
  component: function TodoAllPage() {
    return <TodoScreen place={{}} search={Route.useSearch()} onSearchChange={todoSearch.navigator(Route.useNavigate())} />
  },
})
