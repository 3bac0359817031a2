import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { api } from '@/api'
import { commentProfilePost, likeProfilePost, type ProfilePost } from '@/api/contract/profile'
import { optimisticMutation } from '@/lib/optimisticMutation'
import { withLikeToggled, withPost } from './cacheWrites'
import { profileKeys, type LoadedPosts } from './queries'

/** Toggles the viewer's like of a post: at once on screen, rolled back with a toast if refused. */
export function useLikePost() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  const write = (id: number, change: (post: ProfilePost) => ProfilePost) =>
    queryClient.setQueryData<LoadedPosts>(profileKeys.posts(), (loaded) => loaded && withPost(loaded, id, change))
  return useMutation(
    optimisticMutation(queryClient, {
      keys: () => [profileKeys.posts()],
      mutationFn: (post: ProfilePost) => api(likeProfilePost, { body: { postId: post.id } }),
      apply: (_cache, post) => write(post.id, withLikeToggled),
      applyAnswer: (_cache, answer) => write(answer.id, () => answer),
      errorMessage: () => t`The like could not be saved. Please try again.`,
    }),
  )
}

export interface CommentInput {
  postId: number
  comment: string
}

/**
 * Adds the viewer's comment to a post. It waits for the answer (the comment shows as the server
 * kept it); a refusal is the form's to show, by field.
 */
export function useCommentPost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CommentInput) => api(commentProfilePost, { body }),
    onSuccess: (answer) =>
      queryClient.setQueryData<LoadedPosts>(profileKeys.posts(), (loaded) => loaded && withPost(loaded, answer.id, () => answer)),
  })
}
