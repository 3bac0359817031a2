import { BLOG_IMAGE_TYPES, MAX_BLOG_IMAGE_BYTES } from '@/api/contract/blogValues'

/** A picked picture as the form keeps it, or why it was not taken. */
export type FeaturedImageRead = { dataUrl: string } | { problem: 'type' | 'size' }

/**
 * Reads a picture from the user's disk into a data: URL, the featured image's stored form (as the
 * account's avatar is: the demo keeps its data in the browser, so there is no upload server). Checked
 * first against what the back end takes (JPG, PNG, GIF or WebP, at most MAX_BLOG_IMAGE_BYTES), so
 * the user hears of a wrong file at once; the back end checks again.
 */
export async function readFeaturedImage(file: File): Promise<FeaturedImageRead> {
  if (!(BLOG_IMAGE_TYPES as readonly string[]).includes(file.type)) return { problem: 'type' }
  if (file.size > MAX_BLOG_IMAGE_BYTES) return { problem: 'size' }
  return { dataUrl: await dataUrlOf(file) }
}

function dataUrlOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`))
    reader.readAsDataURL(file)
  })
}
