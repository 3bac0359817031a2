import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/api'
import { addBlogComment, addBlogPost, updateBlogPost, type BlogEdit, type BlogPostChanges, type BlogPostDetail, type NewBlogPost } from '@/api/contract/blog'
import { blogKeys } from './queries'

/** After a save the form holds the answer; every list, the sidebar and the post's page refetch when next shown. */
function useAfterSave() {
  const queryClient = useQueryClient()
  return (saved: BlogEdit) => {
    queryClient.setQueryData(blogKeys.edit(saved.id), saved)
    return queryClient.invalidateQueries({ queryKey: blogKeys.all, predicate: (query) => query.queryKey[1] !== 'edit' })
  }
}

/** Saves every field of a post; a refusal is the form's to show, by field. */
export function useUpdatePost() {
  const afterSave = useAfterSave()
  return useMutation({ mutationFn: (body: BlogPostChanges) => api(updateBlogPost, { body }), onSuccess: afterSave })
}

/** Creates a post (a draft unless the form says otherwise) and answers its fields with its new id. */
export function useAddPost() {
  const afterSave = useAfterSave()
  return useMutation({ mutationFn: (body: NewBlogPost) => api(addBlogPost, { body }), onSuccess: afterSave })
}

export interface CommentInput {
  postId: number
  comment: string
}

/**
 * Adds the signed-in user's comment. It shows once the server has it, as the server kept it (its
 * author, its time); the lists, which count comments, refetch when next shown.
 */
export function useAddComment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CommentInput) => api(addBlogComment, { body }),
    onSuccess: ({ comment, commentCount }, { postId }) => {
      queryClient.setQueryData<BlogPostDetail>(blogKeys.record(postId), (post) => post && { ...post, comments: [...post.comments, comment], commentCount })
      return queryClient.invalidateQueries({ queryKey: blogKeys.page.prefix() })
    },
  })
}
