import { createFileRoute, redirect } from '@tanstack/react-router'
import { loadChatView } from '@/features/chat/queries'
import { chatIndexSearch } from '@/features/chat/search'
import { ChatScreen } from '@/features/chat/ChatScreen'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

// No chat chosen yet. ?id=3 (how some links open a chat) goes to /apps/chat/3.
export const Route = createFileRoute('/_main/apps/chat/')({
  ...pageRoute('chat'),
  ...chatIndexSearch.route,
  beforeLoad: ({ search: { id, q } }) => {
    if (id !== undefined) throw redirect({ to: '/apps/chat/$id', params: { id }, search: { q }, replace: true })
  },
  loader: ({ cause }) => loadChatView(queryClient, undefined, cause),
  component: function ChatPage() {
    const { q } = Route.useSearch()
    return <ChatScreen search={{ q }} onSearchChange={chatIndexSearch.navigator(Route.useNavigate())} />
  },
})
