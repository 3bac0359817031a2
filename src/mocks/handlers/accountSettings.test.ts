// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  AccountSettings,
  accountSettingsData,
  changePassword,
  login,
  me,
  register,
  saveConnection,
  saveGeneralSettings,
  saveInfoSettings,
  saveNotificationSettings,
  saveSocialLinks,
  type GeneralInput,
} from '@/api/contract'
import { seedAccountSettings } from '@/mocks/db/accountSettings'
import { callEndpoint, demoAccount, expectSuccess, setupMockBackend } from '@/mocks/testing'

setupMockBackend()

const read = () => expectSuccess(accountSettingsData)
const admin = demoAccount('admin')
const general: GeneralInput = { avatar: admin.avatar, username: admin.username, fullName: admin.fullName, email: admin.email, company: 'Vantage Labs' }
const emptyLinks = { twitter: '', facebook: '', google: '', linkedIn: '', instagram: '', quora: '' }
const PNG = 'data:image/png;base64,iVBORw0KGgo='

/** A call's 400 field errors, by field. */
async function refused(...args: Parameters<typeof callEndpoint>) {
  const { status, body } = await callEndpoint(...args)
  expect(status, JSON.stringify(body)).toBe(400)
  return (body as unknown as { error: Record<string, string[]> }).error
}

describe('the account settings seed', () => {
  it("holds valid settings for both demo accounts, one row each", () => {
    const seed = seedAccountSettings()
    expect(seed.map((row) => row.userId)).toEqual([1, 2])
    expect(seedAccountSettings()).toEqual(seed)
  })
})

describe('GET /account-setting/data', () => {
  it("answers the signed-in account's settings, general from the account itself", async () => {
    const settings = await read()
    expect(AccountSettings.parse(settings)).toEqual(settings)
    expect(settings.general).toEqual({ avatar: admin.avatar, username: 'johndoe', fullName: 'John Doe', email: 'admin@demo.com', company: 'Vantage Labs' })
    expect(settings.info.country).toBe('USA')
    expect(settings.social.connections).toEqual({ twitter: true, google: false, facebook: true, github: false })
    expect(Object.keys(settings.notification).sort()).toEqual(
      ['answerOnForm', 'blogDigest', 'commentOnArticle', 'followMe', 'newAnnouncements', 'productUpdates'],
    )
  })

  it('gives a new account defaults, and keeps its saves apart from the others', async () => {
    const { body } = await callEndpoint(register, { body: { email: 'new@demo.com', password: 'secret12', username: 'newbie' } }, { as: null })
    const token = (body as { accessToken: string }).accessToken
    const asNew = { headers: { Authorization: `Bearer ${token}` }, as: null }
    const fresh = (await callEndpoint(accountSettingsData, {}, asNew)).body
    expect(fresh.general).toEqual({ avatar: null, username: 'newbie', fullName: 'newbie', email: 'new@demo.com', company: '' })
    expect(fresh.info).toEqual({ bio: '', dob: '', country: '', website: '', phone: '' })

    const saved = await callEndpoint(saveInfoSettings, { body: { ...fresh.info, country: 'Portugal' } }, asNew)
    expect(saved.status).toBe(200)
    expect((await callEndpoint(accountSettingsData, {}, asNew)).body.info.country).toBe('Portugal')
    expect((await read()).info.country).toBe('USA')
  })

  it('is refused to the client role (403, subject Account)', async () => {
    expect(await callEndpoint(accountSettingsData, {}, { as: 'client' })).toEqual({ status: 403, body: { error: 'The client role may not read Account' } })
  })
})

describe('POST /account-setting/general', () => {
  it('changes the account itself: the answer, me, a new sign-in and a later read show it', async () => {
    const changes = { ...general, avatar: PNG, username: 'johnny', fullName: 'Johnny Doe', email: 'johnny@demo.com', company: 'Vantage' }
    const answer = await expectSuccess(saveGeneralSettings, { body: changes })
    expect(answer.general).toEqual(changes)
    expect(answer.userData).toMatchObject({ id: 1, username: 'johnny', fullName: 'Johnny Doe', email: 'johnny@demo.com', avatar: PNG })

    // The demo admin now signs in with the new email (the test kit's own sign-in would fail).
    const session = await expectSuccess(login, { body: { email: 'johnny@demo.com', password: 'admin' } }, { as: null })
    expect(session.userData.fullName).toBe('Johnny Doe')
    const asJohnny = { headers: { Authorization: `Bearer ${session.accessToken}` }, as: null }
    expect((await callEndpoint(me, {}, asJohnny)).body.userData.username).toBe('johnny')
    expect((await callEndpoint(accountSettingsData, {}, asJohnny)).body.general).toEqual(changes)
  })

  it('trims the names and keeps the avatar a path, or none', async () => {
    const answer = await expectSuccess(saveGeneralSettings, { body: { ...general, username: ' johnd ', fullName: ' John D ', avatar: null } })
    expect(answer.general).toMatchObject({ username: 'johnd', fullName: 'John D', avatar: null })
  })

  it("refuses another account's email or username, ignoring case, with register's texts, and changes nothing", async () => {
    expect(await refused(saveGeneralSettings, { body: { ...general, email: ' CLIENT@demo.com', username: 'JaneDoe' } })).toEqual({
      email: ['This email is already in use.'],
      username: ['This username is already in use.'],
    })
    expect((await read()).general).toEqual(general)
  })

  it("keeps the account's own email and username in another case", async () => {
    const answer = await expectSuccess(saveGeneralSettings, { body: { ...general, email: 'ADMIN@demo.com', username: 'JohnDoe' } })
    expect(answer.general).toMatchObject({ email: 'ADMIN@demo.com', username: 'JohnDoe' })
  })

  it.each([
    ['email', { email: 'not-an-email' }],
    ['username', { username: '   ' }],
    ['username', { username: 'x'.repeat(65) }],
    ['fullName', { fullName: '' }],
    ['avatar', { avatar: 'javascript:alert(1)' }],
    ['avatar', { avatar: 'data:image/svg+xml;base64,PHN2Zz4=' }],
    ['avatar', { avatar: `data:image/png;base64,${'A'.repeat(1_100_000)}` }],
  ])('refuses a wrong %s (400 naming it)', async (field, change) => {
    expect(Object.keys(await refused(saveGeneralSettings, { body: { ...general, ...change } as never }))).toEqual([field])
    expect((await read()).general).toEqual(general)
  })

  it('is refused to the client role', async () => {
    expect((await callEndpoint(saveGeneralSettings, { body: general }, { as: 'client' })).status).toBe(403)
  })
})

describe('POST /account-setting/info', () => {
  const info = { bio: 'Hello', dob: '1985-12-01', country: 'Germany', website: 'https://example.com', phone: '+49 (30) 1234-56' }

  it('saves every field; empty website and date are fine', async () => {
    expect((await expectSuccess(saveInfoSettings, { body: info })).info).toEqual(info)
    expect((await read()).info).toEqual(info)
    const cleared = { ...info, dob: '', website: '', phone: '' }
    expect((await expectSuccess(saveInfoSettings, { body: cleared })).info).toEqual(cleared)
  })

  it.each([
    ['bio', { bio: 'x'.repeat(501) }],
    ['dob', { dob: '12/01/1985' }],
    ['website', { website: 'example' }],
    ['website', { website: 'javascript:alert(1)' }],
    ['phone', { phone: 'call me' }],
  ])('refuses a wrong %s', async (field, change) => {
    expect(Object.keys(await refused(saveInfoSettings, { body: { ...info, ...change } }))).toEqual([field])
  })

  it('is refused to the client role', async () => {
    expect((await callEndpoint(saveInfoSettings, { body: info }, { as: 'client' })).status).toBe(403)
  })
})

describe('POST /account-setting/social and /connections', () => {
  it('saves the links, keeping the connections', async () => {
    const links = { ...emptyLinks, quora: 'https://www.quora.com/profile/john' }
    const answer = await expectSuccess(saveSocialLinks, { body: links })
    expect(answer.social).toEqual({ socialLinks: links, connections: { twitter: true, google: false, facebook: true, github: false } })
    expect((await read()).social.socialLinks).toEqual(links)
  })

  it('refuses a link that is not an http(s) URL, naming the network', async () => {
    expect(await refused(saveSocialLinks, { body: { ...emptyLinks, linkedIn: 'linkedin' } })).toEqual({ linkedIn: [expect.any(String)] })
  })

  it('connects and disconnects one service at a time', async () => {
    await expectSuccess(saveConnection, { body: { service: 'github', connected: true } })
    const answer = await expectSuccess(saveConnection, { body: { service: 'twitter', connected: false } })
    expect(answer.social.connections).toEqual({ twitter: false, google: false, facebook: true, github: true })
    expect((await read()).social.connections).toEqual(answer.social.connections)
    expect(Object.keys(await refused(saveConnection, { body: { service: 'myspace', connected: true } as never }))).toEqual(['service'])
  })

  it('is refused to the client role', async () => {
    expect((await callEndpoint(saveSocialLinks, { body: emptyLinks }, { as: 'client' })).status).toBe(403)
    expect((await callEndpoint(saveConnection, { body: { service: 'github', connected: true } }, { as: 'client' })).status).toBe(403)
  })
})

describe('POST /account-setting/notification', () => {
  const flags = { commentOnArticle: false, answerOnForm: true, followMe: true, newAnnouncements: false, productUpdates: false, blogDigest: true }

  it('saves every flag', async () => {
    expect((await expectSuccess(saveNotificationSettings, { body: flags })).notification).toEqual(flags)
    expect((await read()).notification).toEqual(flags)
  })

  it('refuses a missing or non-boolean flag', async () => {
    const { blogDigest: _, ...missing } = flags
    expect(Object.keys(await refused(saveNotificationSettings, { body: { ...missing, followMe: 'yes' } as never })).sort()).toEqual(['blogDigest', 'followMe'])
  })

  it('is refused to the client role', async () => {
    expect((await callEndpoint(saveNotificationSettings, { body: flags }, { as: 'client' })).status).toBe(403)
  })
})

describe('POST /account-setting/password', () => {
  const change = { currentPassword: 'admin', newPassword: 'much-longer', confirmPassword: 'much-longer' }
  const signsIn = async (password: string) => (await callEndpoint(login, { body: { email: admin.email, password } }, { as: null })).status === 200

  it('changes the password the account signs in with', async () => {
    expect((await callEndpoint(changePassword, { body: change })).status).toBe(204)
    expect(await signsIn('much-longer')).toBe(true)
    expect(await signsIn('admin')).toBe(false)
  })

  it.each([
    ['currentPassword', { currentPassword: 'wrong' }],
    ['newPassword', { newPassword: 'short', confirmPassword: 'short' }],
    ['newPassword', { newPassword: '         ', confirmPassword: '         ' }],
    ['confirmPassword', { confirmPassword: 'much-longer!' }],
  ])('refuses a wrong %s and keeps the old password', async (field, wrong) => {
    expect(Object.keys(await refused(changePassword, { body: { ...change, ...wrong } }))).toEqual([field])
    expect(await signsIn('admin')).toBe(true)
  })

  it('is refused to the client role', async () => {
    expect((await callEndpoint(changePassword, { body: { ...change, currentPassword: 'client' } }, { as: 'client' })).status).toBe(403)
  })
})
