import { describe, expect, it } from 'vitest'
import { addUser, usersAllData } from '@/api/contract'
import { expectSuccess } from '@/mocks/testing'
import { userList } from './queries'
import { userSearch } from './search'
import { setupSignedInBackend } from '@/test/signedIn'

setupSignedInBackend('admin')

describe('every user matching a search (the CSV export)', () => {
  it('fetches every user the filters keep, over all pages, not only the page on screen', async () => {
    const everyone = await expectSuccess(usersAllData)
    const editors = await userList.fetchAll({ ...userSearch.defaults, page: 3, role: 'editor' })
    expect(editors).toEqual(everyone.filter((user) => user.role === 'editor'))
  })

  it('walks pages of the largest size when there are more matches than one page holds', async () => {
    for (let i = 0; i < 45; i++) {
      await expectSuccess(addUser, { body: { fullName: `Extra ${i}`, username: `extra${i}`, email: `extra${i}@example.com` } })
    }
    const everyone = await userList.fetchAll(userSearch.defaults)
    expect(everyone).toHaveLength(105)
    expect(everyone).toEqual(await expectSuccess(usersAllData))
  })
})
