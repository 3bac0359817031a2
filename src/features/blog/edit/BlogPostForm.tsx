import { useEffect, useId, useRef } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import FormHelperText from '@mui/material/FormHelperText'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import { useNavigate } from '@tanstack/react-router'
import { Controller } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { BLOG_STATUSES } from '@/api/contract/blogValues'
import type { BlogEdit } from '@/api/contract/blog'
import { FormAlert, FormTextField, useSubmit, useZodForm } from '@/components/form'
import { RichTextEditor } from '@/components/RichTextEditor'
import { useAddPost, useUpdatePost } from '../mutations'
import { ButtonLink } from '../shared/ButtonLink'
import { STATUS_INFO } from '../shared/labels'
import { CategoriesField } from './CategoriesField'
import { FeaturedImageField } from './FeaturedImageField'
import { NEW_POST, postFormValues, slugify, usePostSchema, type PostForm } from './postForm'

/**
 * A post as a form, for a new one (`post` absent) and for one being edited: title and slug (made from
 * the title until the user types one), content, excerpt, status, categories and featured image. Save
 * keeps an edited post in the form; a new one opens as saved, at its own address.
 */
export function BlogPostForm({ post }: { post?: BlogEdit }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const form = useZodForm(usePostSchema(), { defaultValues: post ? postFormValues(post) : NEW_POST })
  useSlugFromTitle(form, post)
  const update = useUpdatePost()
  const add = useAddPost()
  const { onSubmit, pending } = useSubmit(
    form,
    (values) => (post ? update.mutateAsync({ id: post.id, ...values }) : add.mutateAsync(values)),
    {
      successMessage: post ? t`Post saved` : t`Post created`,
      errorMessage: t`The post could not be saved. Please try again.`,
      onSuccess: (saved) => {
        if (post) form.reset(postFormValues(saved))
        else void navigate({ to: '/pages/blog/edit/$id', params: { id: saved.id }, replace: true })
      },
    },
  )
  const contentHelp = useId()

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={post ? t`Edit post` : t`New post`}
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(280px, 1fr)' }, alignItems: 'start' }}
    >
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2.5, p: { xs: 2.5, sm: 3 } }}>
          <FormAlert form={form} />
          <FormTextField control={form.control} name="blogTitle" label={t`Title`} required fullWidth autoComplete="off" />
          <FormTextField
            control={form.control}
            name="slug"
            label={t`Slug`}
            required
            fullWidth
            autoComplete="off"
            helperText={t`Lowercase letters, digits and hyphens. Made from the title until you change it.`}
            slotProps={{ htmlInput: { spellCheck: false, 'data-testid': 'blog-slug' } }}
          />
          <Controller
            name="content"
            control={form.control}
            render={({ field, fieldState: { error } }) => (
              <Box>
                <Typography component="div" variant="body2" sx={{ color: 'text.secondary', mb: 0.75 }} aria-hidden>
                  {t`Content`}
                </Typography>
                <Box sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, minHeight: 280, display: 'flex', flexDirection: 'column' }}>
                  <RichTextEditor
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    label={t`Content`}
                    error={Boolean(error)}
                    describedBy={error ? contentHelp : undefined}
                    testId="blog-content"
                  />
                </Box>
                {error && (
                  <FormHelperText id={contentHelp} error role="alert">
                    {error.message}
                  </FormHelperText>
                )}
              </Box>
            )}
          />
          <FormTextField
            control={form.control}
            name="excerpt"
            label={t`Excerpt`}
            fullWidth
            multiline
            minRows={2}
            maxRows={6}
            helperText={t`Shown on the list. Left blank, the start of the post is used.`}
          />
        </CardContent>
      </Card>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2.5, p: { xs: 2.5, sm: 3 } }}>
          <FormTextField control={form.control} name="status" label={t`Status`} select fullWidth>
            {BLOG_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                <StatusName status={status} />
              </MenuItem>
            ))}
          </FormTextField>
          <CategoriesField form={form} />
          <FeaturedImageField form={form} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <Button type="submit" variant="contained" loading={pending} sx={{ flex: '1 1 auto' }}>
              {post ? <Trans>Save changes</Trans> : <Trans>Create post</Trans>}
            </Button>
            {post ? (
              <ButtonLink variant="outlined" color="secondary" to="/pages/blog/detail/$id" params={{ id: post.id }} sx={{ flex: '1 1 auto' }}>
                <Trans>View post</Trans>
              </ButtonLink>
            ) : (
              <ButtonLink variant="outlined" color="secondary" to="/pages/blog/list" sx={{ flex: '1 1 auto' }}>
                <Trans>Cancel</Trans>
              </ButtonLink>
            )}
          </Box>
        </CardContent>
      </Card>
    </Box>
  )
}

function StatusName({ status }: { status: keyof typeof STATUS_INFO }) {
  const { i18n } = useLingui()
  return <>{i18n._(STATUS_INFO[status].name)}</>
}

/**
 * The slug follows the title while the user has not typed one of their own: a new post's, or one that
 * is still the title's. Typing in the slug field stops it; emptying the field starts it again.
 */
function useSlugFromTitle(form: PostForm, post: BlogEdit | undefined) {
  const own = useRef(post !== undefined && post.slug !== slugify(post.blogTitle))
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (name === 'slug') own.current = (values.slug ?? '') !== '' && values.slug !== slugify(values.blogTitle ?? '')
      if (name !== 'blogTitle' || own.current) return
      form.setValue('slug', slugify(values.blogTitle ?? ''), { shouldValidate: form.formState.isSubmitted })
    })
    return () => subscription.unsubscribe()
  }, [form])
}
