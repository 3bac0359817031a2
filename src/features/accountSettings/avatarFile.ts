import { AVATAR_TYPES, MAX_AVATAR_BYTES } from '@/api/contract/accountSettings'

/** A picked picture as the General tab keeps it, or why it was not taken. */
export type AvatarRead = { dataUrl: string } | { problem: 'type' | 'size' }

/**
 * Reads a picture from the user's disk into a data: URL, the avatar's stored form: the demo keeps
 * its data in the browser, so there is no upload server. Checked first against what the back end
 * takes (JPG, GIF or PNG, at most MAX_AVATAR_BYTES), so the user hears of a wrong file at once.
 */
export async function readAvatar(file: File): Promise<AvatarRead> {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return { problem: 'type' }
  if (file.size > MAX_AVATAR_BYTES) return { problem: 'size' }
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
