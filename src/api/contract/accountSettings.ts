import { z } from 'zod'
import { AuthUser, MAX_PASSWORD_LENGTH, MAX_USERNAME_LENGTH, NewAccount } from './auth'
import { domainEndpoint, type EndpointDefinition } from './endpoint'
import { imageUrl, isoDate, linkUrl, multilineText, password, personName, text, type DataImageType } from './text'

// Every call acts on the subject the screens guard with: a GET needs `read`, a write `update` (see ./endpoint.ts).
const endpoint = domainEndpoint('Account')

// ---- Entities ----
// The settings of the signed-in user. General's avatar, username, fullName and email are the
// account's own (what the navbar shows and what signs in); the rest is kept beside the account.

export const GeneralSettings = z.object({
  /** Image path or URL, a data: URL for an uploaded picture; null when there is none (initials show). */
  avatar: z.string().nullable(),
  username: z.string(),
  fullName: z.string(),
  email: z.email(),
  company: z.string(),
})
export type GeneralSettings = z.infer<typeof GeneralSettings>

export const InfoSettings = z.object({
  bio: z.string(),
  /** Date of birth, YYYY-MM-DD; '' when not given. */
  dob: z.string(),
  country: z.string(),
  /** An http(s) URL, or ''. */
  website: z.string(),
  phone: z.string(),
})
export type InfoSettings = z.infer<typeof InfoSettings>

/** The networks a profile links to: each an http(s) URL, or '' for none. */
export const SOCIAL_NETWORKS = ['twitter', 'facebook', 'google', 'linkedIn', 'instagram', 'quora'] as const
/** The services an account can be connected to. */
export const CONNECTED_SERVICES = ['twitter', 'google', 'facebook', 'github'] as const
export const ConnectedService = z.enum(CONNECTED_SERVICES)
export type ConnectedService = z.infer<typeof ConnectedService>

/** An object with the same schema under each key: `{ twitter: z.string(), facebook: z.string(), ... }`. */
function eachOf<const K extends string, S extends z.ZodType>(keys: readonly K[], schema: S) {
  return z.object(Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>)
}

export const SocialLinks = eachOf(SOCIAL_NETWORKS, z.string())
export type SocialLinks = z.infer<typeof SocialLinks>
export const Connections = eachOf(CONNECTED_SERVICES, z.boolean())
export type Connections = z.infer<typeof Connections>
export const SocialSettings = z.object({ socialLinks: SocialLinks, connections: Connections })
export type SocialSettings = z.infer<typeof SocialSettings>

export const NOTIFICATION_FLAGS = ['commentOnArticle', 'answerOnForm', 'followMe', 'newAnnouncements', 'productUpdates', 'blogDigest'] as const
export const NotificationSettings = eachOf(NOTIFICATION_FLAGS, z.boolean())
export type NotificationSettings = z.infer<typeof NotificationSettings>

export const AccountSettings = z.object({
  general: GeneralSettings,
  info: InfoSettings,
  social: SocialSettings,
  notification: NotificationSettings,
}).meta({ id: 'AccountSettings' })
export type AccountSettings = z.infer<typeof AccountSettings>

// ---- Limits of what a client may write (each a 400 naming the field, nothing stored) ----

/** The largest uploaded avatar, in bytes (before its data: URL encoding). */
export const MAX_AVATAR_BYTES = 800 * 1024
/** The picture types an avatar may be. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const satisfies readonly `image/${DataImageType}`[]
const MAX_FULL_NAME_LENGTH = 100
const MAX_COMPANY_LENGTH = 100
export const MAX_BIO_LENGTH = 500
const MAX_COUNTRY_LENGTH = 60
const MAX_PHONE_LENGTH = 30
/** The shortest new password. */
export const MIN_NEW_PASSWORD_LENGTH = 8

// base64 is a third larger than the bytes, plus the header.
const MAX_AVATAR_URL_LENGTH = Math.ceil(MAX_AVATAR_BYTES / 3) * 4 + 64
const blankOr = <S extends z.ZodType<string>>(schema: S) => z.union([z.literal(''), schema])

/** An https: URL or a path on this site, or '' for none (never `javascript:`: these end up in links). */
const OptionalUrl = linkUrl()

/**
 * The avatar as a client sends it: a JPG, PNG or GIF data: URL of at most MAX_AVATAR_BYTES, or the
 * path or https: URL it already had (saving other fields sends it back), or null for none.
 */
const AvatarInput = imageUrl({
  max: MAX_AVATAR_URL_LENGTH,
  maxMessage: `The picture is larger than ${MAX_AVATAR_BYTES / 1024} KB`,
  types: AVATAR_TYPES.map((type) => type.slice('image/'.length) as DataImageType),
  message: 'Expected a JPG, GIF or PNG picture',
}).nullable()

export const GeneralInput = z.object({
  avatar: AvatarInput,
  username: NewAccount.shape.username,
  fullName: personName(MAX_FULL_NAME_LENGTH).min(1, 'The full name must not be blank'),
  email: NewAccount.shape.email,
  company: text(MAX_COMPANY_LENGTH, { trim: true }),
})
export type GeneralInput = z.input<typeof GeneralInput>

export const InfoInput = z.object({
  bio: multilineText(MAX_BIO_LENGTH, { trim: true }),
  dob: blankOr(isoDate()),
  country: text(MAX_COUNTRY_LENGTH, { trim: true }),
  website: OptionalUrl,
  // Liberal: digits with the usual separators and an optional leading +.
  phone: text(MAX_PHONE_LENGTH, { trim: true }).regex(/^\+?[\d\s().-]*$/, 'Expected a phone number'),
})
export type InfoInput = z.input<typeof InfoInput>

export const SocialLinksInput = eachOf(SOCIAL_NETWORKS, OptionalUrl)
export type SocialLinksInput = z.input<typeof SocialLinksInput>

export const PasswordChange = z
  .object({
    currentPassword: password().min(1),
    newPassword: password()
      .min(MIN_NEW_PASSWORD_LENGTH)
      .refine((typed) => typed.trim() !== '', 'The password must not be blank'),
    confirmPassword: password(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'The passwords do not match' })
export type PasswordChange = z.input<typeof PasswordChange>

// ---- Endpoints (the saves are beyond the core API, `beyondSpec`) ----

export const accountSettingsData = endpoint({
  method: 'GET',
  path: '/account-setting/data',
  description: "The signed-in user's account settings: general (the account's own name, email and avatar, with the company), info, social and notification.",
  response: AccountSettings,
})

/** A save of one tab: beyond the core API, answering every setting as they now are. */
function saveEndpoint<const D extends Omit<EndpointDefinition, 'method' | 'beyondSpec' | 'response'>>(definition: D) {
  return endpoint({ ...definition, method: 'POST', beyondSpec: true, response: AccountSettings })
}

export const saveGeneralSettings = endpoint({
  method: 'POST',
  path: '/account-setting/general',
  description:
    "Saves the General tab: avatar, username, full name and email change the signed-in account itself (username and email unique without regard to case or NFC form: 400 'This email is already in use.' / 'This username is already in use.'). " +
    `Avatar a JPG, GIF or PNG data: URL of at most ${MAX_AVATAR_BYTES / 1024} KB (or the path it had, or null); username 1 to ${MAX_USERNAME_LENGTH}, full name 1 to ${MAX_FULL_NAME_LENGTH}, company at most ${MAX_COMPANY_LENGTH} characters (all trimmed; username, full name and email in NFC, without control characters or bidirectional marks). ` +
    'Answers every setting, and the account as userData for the session.',
  beyondSpec: true,
  body: GeneralInput,
  response: AccountSettings.extend({ userData: AuthUser }),
})

export const saveInfoSettings = saveEndpoint({
  path: '/account-setting/info',
  description: `Saves the Information tab: bio (at most ${MAX_BIO_LENGTH} characters), date of birth (YYYY-MM-DD or ''), country (at most ${MAX_COUNTRY_LENGTH}), website (an https:// URL, a path on this site, or ''), phone (digits, spaces, + ( ) . -; at most ${MAX_PHONE_LENGTH}).`,
  body: InfoInput,
})

export const saveSocialLinks = saveEndpoint({
  path: '/account-setting/social',
  description: "Saves the Social tab's links: each an https:// URL, a path on this site, or ''.",
  body: SocialLinksInput,
})

export const saveConnection = saveEndpoint({
  path: '/account-setting/connections',
  description: 'Connects the account to a service, or disconnects it.',
  body: z.object({ service: ConnectedService, connected: z.boolean() }),
})

export const saveNotificationSettings = saveEndpoint({
  path: '/account-setting/notification',
  description: 'Saves the Notifications tab: every flag.',
  body: NotificationSettings,
})

export const changePassword = endpoint({
  method: 'POST',
  path: '/account-setting/password',
  description: `Changes the signed-in account's password: currentPassword must match it, newPassword ${MIN_NEW_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters and not blank, confirmPassword equal to it; else a 400 naming the field.`,
  beyondSpec: true,
  status: 204,
  body: PasswordChange,
  response: z.undefined(),
})
