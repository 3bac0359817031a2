import { z } from 'zod'
import { InfoSettings, NotificationSettings, SocialSettings } from '@/api/contract/accountSettings'
import { Id } from '@/api/contract/numbers'
import { movedTo, seedDay, type Day } from './clock'

/**
 * What an account's settings keep beside the account: general's company, and the info, social and
 * notification tabs. General's avatar, username, full name and email are the account's own (./users).
 */
export const AccountSettingsRecord = z.object({
  id: Id,
  /** The account (./users) these settings belong to: one row per account at most. */
  userId: Id,
  company: z.string(),
  info: InfoSettings,
  social: SocialSettings,
  notification: NotificationSettings,
})
export type AccountSettingsRecord = z.infer<typeof AccountSettingsRecord>

/** The settings of an account that has saved none yet (a new registration). */
export function defaultAccountSettings(userId: number): Omit<AccountSettingsRecord, 'id'> {
  return {
    userId,
    company: '',
    info: { bio: '', dob: '', country: '', website: '', phone: '' },
    social: {
      socialLinks: { twitter: '', facebook: '', google: '', linkedIn: '', instagram: '', quora: '' },
      connections: { twitter: false, google: false, facebook: false, github: false },
    },
    notification: { commentOnArticle: true, answerOnForm: true, followMe: false, newAnnouncements: true, productUpdates: true, blogDigest: false },
  }
}

/** The two demo accounts' settings (./users seeds the accounts 1 and 2). */
export function seedAccountSettings(day: Day = seedDay()): AccountSettingsRecord[] {
  const admin = defaultAccountSettings(1)
  const client = defaultAccountSettings(2)
  return [
    {
      ...admin,
      id: 1,
      company: 'Vantage Labs',
      info: {
        bio: 'Product designer turned dashboard builder. I keep the admin tidy and the coffee strong.',
        dob: movedTo(day, '1990-04-18'),
        country: 'USA',
        website: 'https://vantage.example',
        phone: '+1 (656) 254-2568',
      },
      social: {
        socialLinks: { ...admin.social.socialLinks, twitter: 'https://twitter.com/johndoe', linkedIn: 'https://www.linkedin.com/in/johndoe' },
        connections: { twitter: true, google: false, facebook: true, github: false },
      },
    },
    {
      ...client,
      id: 2,
      company: 'Acme Inc.',
      info: { ...client.info, country: 'United Kingdom' },
      notification: { ...client.notification, productUpdates: false },
    },
  ]
}
