import * as accountSettingsContract from '@/api/contract/accountSettings'
import type { AccountSettings } from '@/api/contract/accountSettings'
import { endpointsIn } from '@/api/contract/endpoint'
import { sameIdentity } from '@/api/contract/text'
import { defineCollections } from '@/mocks/db'
import { AccountSettingsRecord, defaultAccountSettings, seedAccountSettings } from '@/mocks/db/accountSettings'
import { toAuthUser, type AccountRecord } from '@/mocks/db/accounts'
import { badRequest } from '@/mocks/httpErrors'
import { accounts } from './accounts'
import { implement } from './implement'

const { accountSettings } = defineCollections({
  accountSettings: { row: 'account settings', schema: AccountSettingsRecord, seed: seedAccountSettings },
})

type Changes = Partial<Omit<AccountSettingsRecord, 'id' | 'userId'>>

/**
 * Account settings (src/api/contract/accountSettings.ts), always the signed-in user's own; and, beyond
 * the core API, saving each tab and changing the password. General's avatar, username, full name and
 * email are the account itself (the `accounts` collection of ./accounts, which sign in), so a save there shows
 * in the session's user and in the next sign-in. Reading needs `read Account`, saving `update Account`.
 */
export const handlers = implement(endpointsIn(accountSettingsContract), {
  accountSettingsData: ({ user }) => settingsAnswer(user),

  saveGeneralSettings: ({ body: { company, ...account }, user }) => {
    const taken = {
      ...(isTaken(user, (other) => sameIdentity(other.email, account.email)) && { email: ['This email is already in use.'] }),
      ...(isTaken(user, (other) => sameIdentity(other.username, account.username)) && { username: ['This username is already in use.'] }),
    }
    if (Object.keys(taken).length > 0) throw badRequest(taken)
    const updated = accounts.update(user.id, account)!
    save(user, { company })
    return { ...settingsAnswer(updated), userData: toAuthUser(updated) }
  },

  saveInfoSettings: ({ body, user }) => save(user, { info: body }),

  saveSocialLinks: ({ body, user }) => save(user, { social: { ...settingsOf(user).social, socialLinks: body } }),

  saveConnection: ({ body: { service, connected }, user }) => {
    const { social } = settingsOf(user)
    return save(user, { social: { ...social, connections: { ...social.connections, [service]: connected } } })
  },

  saveNotificationSettings: ({ body, user }) => save(user, { notification: body }),

  changePassword: ({ body, user }) => {
    if (body.currentPassword !== user.password) throw badRequest({ currentPassword: ['The current password is not correct.'] })
    accounts.update(user.id, { password: body.newPassword })
    return undefined
  },
})

/** The stored settings of an account, or the defaults of one that has saved none yet (nothing is stored by reading). */
function settingsOf(account: Pick<AccountRecord, 'id'>): Omit<AccountSettingsRecord, 'id'> {
  return accountSettings.find((row) => row.userId === account.id) ?? defaultAccountSettings(account.id)
}

/** Stores changes of an account's settings (its row is made with its first save); answers every setting. */
function save(account: Readonly<AccountRecord>, changes: Changes): AccountSettings {
  const row = accountSettings.find((r) => r.userId === account.id)
  if (row) accountSettings.update(row.id, changes)
  else accountSettings.insert({ ...defaultAccountSettings(account.id), ...changes })
  return settingsAnswer(account)
}

function settingsAnswer(account: Readonly<AccountRecord>): AccountSettings {
  const { company, info, social, notification } = settingsOf(account)
  const { avatar, username, fullName, email } = account
  return { general: { avatar, username, fullName, email, company }, info, social, notification }
}

/** Whether another account than `account` matches. */
function isTaken(account: Pick<AccountRecord, 'id'>, matches: (other: Readonly<AccountRecord>) => boolean): boolean {
  return accounts.find((other) => other.id !== account.id && matches(other)) !== undefined
}
