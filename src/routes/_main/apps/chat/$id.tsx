import { createFileRoute } from '@tanstack/react-router'
import { loadChatView } from '@/features/chat/queries'
import { chatSearch } from '@/features/chat/search'
import { ChatScreen } from '@/features/chat/ChatScreen'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'
import { recordIdParam } from '@/lib/recordIdParam'

// The chat with one contact (the id is theirs): a mangled id opens nothing, and says so.
export const Route = createFileRoute('/_main/apps/chat/$id')({
  ...pageRoute('chat'),
  params: recordIdParam,
  ...chatSearch.route,
  loader: ({ params, cause }) => loadChatView(queryClient, params.id, cause),
  component: function ChatThreadPage() {
    return <ChatScreen contactId={Route.useParams().id} search={Route.useSearch()} onSearchChange={chatSearch.navigator(Route.useNavigate())} />
  },
})
