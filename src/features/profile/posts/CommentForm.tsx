import { useMemo } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { z } from 'zod'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { MAX_COMMENT_LENGTH, commentProfilePost } from '@/api/contract/profile'
import { FormAlert, FormTextField, showSubmitError, useZodForm } from '@/components/form'
import { useCommentPost } from '../postMutations'

/** The contract's comment body, with the rules' messages in the active language. */
function useCommentSchema() {
  const { t } = useLingui()
  return useMemo(() => {
    // Named so the message is the form kit's own ("Use at most # characters"), in the language's plural forms.
    const maximum = MAX_COMMENT_LENGTH
    return commentProfilePost.body.pick({ comment: true }).safeExtend({
      comment: z
        .string()
        .trim()
        .min(1, t`Write a comment first`)
        .max(maximum, plural(maximum, { one: 'Use at most # character', other: 'Use at most # characters' })),
    })
  }, [t])
}

/** Where the viewer adds a comment to a post; it shows under the post once the server has it. */
export function CommentForm({ postId }: { postId: number }) {
  const { t } = useLingui()
  const form = useZodForm(useCommentSchema(), { defaultValues: { comment: '' } })
  const send = useCommentPost()
  const onSubmit = form.handleSubmit(({ comment }) =>
    send.mutate(
      { postId, comment },
      {
        onSuccess: () => form.reset({ comment: '' }),
        onError: (error) => showSubmitError(form, error, t`The comment could not be posted. Please try again.`),
      },
    ),
  )
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ mt: 2 }} data-testid="comment-form">
      <FormAlert form={form} sx={{ mb: 1 }} />
      <FormTextField
        control={form.control}
        name="comment"
        label={t`Add a comment`}
        size="small"
        fullWidth
        multiline
        maxRows={6}
      />
      <Box sx={{ mt: 1, display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="small" loading={send.isPending}>
          <Trans>Post comment</Trans>
        </Button>
      </Box>
    </Box>
  )
}
