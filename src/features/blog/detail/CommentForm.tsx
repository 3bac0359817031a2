import { useMemo } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { z } from 'zod'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { MAX_BLOG_COMMENT_LENGTH } from '@/api/contract/blogValues'
import { FormAlert, FormTextField, useSubmit, useZodForm } from '@/components/form'
import { useAddComment } from '../mutations'

/** The contract's comment rules (1 to MAX_BLOG_COMMENT_LENGTH characters, trimmed), in the active language. */
function useCommentSchema() {
  const { t } = useLingui()
  return useMemo(() => {
    const maximum = MAX_BLOG_COMMENT_LENGTH
    return z.object({
      comment: z
        .string()
        .trim()
        .min(1, t`Write a comment first`)
        .max(maximum, plural(maximum, { one: 'Use at most # character', other: 'Use at most # characters' })),
    })
  }, [t])
}

/** Where the signed-in user adds a comment; it shows in the list once the server has it, and the field empties. */
export function CommentForm({ postId }: { postId: number }) {
  const { t } = useLingui()
  const form = useZodForm(useCommentSchema(), { defaultValues: { comment: '' } })
  const add = useAddComment()
  const { onSubmit, pending } = useSubmit(form, ({ comment }) => add.mutateAsync({ postId, comment }), {
    successMessage: t`Your comment was posted`,
    errorMessage: t`The comment could not be posted. Please try again.`,
    onSuccess: () => form.reset({ comment: '' }),
  })
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t`Leave a comment`} sx={{ display: 'grid', gap: 1.5 }} data-testid="blog-comment-form">
      <FormAlert form={form} />
      <FormTextField control={form.control} name="comment" label={t`Your comment`} fullWidth multiline minRows={3} maxRows={10} />
      <Box>
        <Button type="submit" variant="contained" loading={pending}>
          <Trans>Post comment</Trans>
        </Button>
      </Box>
    </Box>
  )
}
