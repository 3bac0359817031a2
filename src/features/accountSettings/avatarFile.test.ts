import { describe, expect, it } from 'vitest'
import { GeneralInput, MAX_AVATAR_BYTES } from '@/api/contract'
import { readAvatar } from './avatarFile'

const AvatarInput = GeneralInput.shape.avatar
const file = (type: string, bytes: number) => new File([new Uint8Array(bytes)], 'me.png', { type })

describe('readAvatar', () => {
  it('reads a JPG, GIF or PNG into a data: URL the back end takes', async () => {
    for (const type of ['image/jpeg', 'image/gif', 'image/png']) {
      const read = await readAvatar(file(type, 16))
      expect(read).toEqual({ dataUrl: expect.stringMatching(new RegExp(`^data:${type};base64,`)) })
      expect(AvatarInput.safeParse((read as { dataUrl: string }).dataUrl).success).toBe(true)
    }
  })

  it('takes a picture of exactly the largest size, and the back end does too', async () => {
    const read = await readAvatar(file('image/png', MAX_AVATAR_BYTES))
    expect(AvatarInput.safeParse((read as { dataUrl: string }).dataUrl).success).toBe(true)
  })

  it('refuses another type, or a larger picture, without reading it', async () => {
    expect(await readAvatar(file('image/svg+xml', 16))).toEqual({ problem: 'type' })
    expect(await readAvatar(file('application/pdf', 16))).toEqual({ problem: 'type' })
    expect(await readAvatar(file('image/png', MAX_AVATAR_BYTES + 1))).toEqual({ problem: 'size' })
  })
})
