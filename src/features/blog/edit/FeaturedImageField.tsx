import { useId, type ChangeEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined'
import ImageOutlined from '@mui/icons-material/ImageOutlined'
import UploadOutlined from '@mui/icons-material/UploadOutlined'
import { Trans, useLingui } from '@lingui/react/macro'
import { useController } from 'react-hook-form'
import { BLOG_IMAGE_TYPES, MAX_BLOG_IMAGE_BYTES } from '@/api/contract/blogValues'
import { visuallyHidden } from '@/components/visuallyHidden'
import { readFeaturedImage } from './featuredImageFile'
import type { PostForm } from './postForm'

/**
 * The post's featured image: a preview, a button that reads a picture from the user's disk into the
 * form (saved with the post), and one that takes it away. A wrong file, here or by the server's
 * answer, is said under the buttons.
 */
export function FeaturedImageField({ form }: { form: PostForm }) {
  const { t } = useLingui()
  const megabytes = MAX_BLOG_IMAGE_BYTES / (1024 * 1024)
  const { field, fieldState } = useController({ control: form.control, name: 'featuredImage' })
  const error = fieldState.error?.message
  const helpId = useId()

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // Cleared, so picking the same file again after removing it is seen.
    event.target.value = ''
    if (!file) return
    const read = await readFeaturedImage(file)
    if ('problem' in read) {
      const message = read.problem === 'type' ? t`Choose a JPG, PNG, GIF or WebP picture.` : t`The picture is larger than ${megabytes} MB.`
      form.setError('featuredImage', { type: 'file', message })
    } else {
      form.clearErrors('featuredImage')
      field.onChange(read.dataUrl)
    }
  }

  return (
    <Box component="fieldset" sx={{ m: 0, p: 0, border: 0, minWidth: 0, display: 'grid', gap: 1.5 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
        <Trans>Featured image</Trans>
      </Typography>
      <Box
        sx={{
          aspectRatio: '16 / 9',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {field.value ? (
          <Box
            component="img"
            src={field.value}
            alt={t`Featured image preview`}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            data-testid="blog-image-preview"
          />
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', gap: 0.5, color: 'text.secondary' }}>
            <ImageOutlined aria-hidden />
            <Typography variant="body2">
              <Trans>No image</Trans>
            </Typography>
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {/* The label opens the file dialog; the input inside it, hidden from the eye only, takes the focus and names itself by it. */}
        <Button component="label" role={undefined} tabIndex={-1} variant="outlined" size="small" startIcon={<UploadOutlined />}>
          {field.value ? <Trans>Change image</Trans> : <Trans>Upload image</Trans>}
          <Box
            component="input"
            type="file"
            accept={BLOG_IMAGE_TYPES.join(',')}
            aria-describedby={helpId}
            aria-invalid={error ? true : undefined}
            onChange={(event: ChangeEvent<HTMLInputElement>) => void pick(event)}
            data-testid="blog-image-input"
            sx={visuallyHidden}
          />
        </Button>
        {field.value && (
          <Button
            variant="outlined"
            color="secondary"
            size="small"
            startIcon={<DeleteOutlineOutlined />}
            onClick={() => {
              form.clearErrors('featuredImage')
              field.onChange('')
            }}
          >
            <Trans>Remove image</Trans>
          </Button>
        )}
      </Box>
      <Typography id={helpId} variant="body2" role={error ? 'alert' : undefined} sx={{ color: error ? 'error.main' : 'text.secondary' }}>
        {error ?? <Trans>JPG, PNG, GIF or WebP, up to {megabytes} MB.</Trans>}
      </Typography>
    </Box>
  )
}
