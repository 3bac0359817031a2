import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { api } from '@/api'
import { accountSettingsData, saveConnection, saveGeneralSettings, saveInfoSettings, saveNotificationSettings, saveSocialLinks, type AccountSettings, type ConnectedService, type GeneralInput, type InfoInput, type NotificationSettings, type SocialLinksInput } from '@/api/contract/accountSettings'
import { updateUserData } from '@/auth'
import { optimisticMutation } from '@/lib/optimisticMutation'
import { queryKeys } from '@/lib/queryKeys'

const accountKeys = queryKeys('account', { settings: () => [] })

/** The signed-in user's settings, every tab at once (one call: accountSettingsData answers every tab). */
export const accountSettingsQuery = () =>
  queryOptions({
    queryKey: accountKeys.settings(),
    queryFn: ({ signal }) => api(accountSettingsData, { signal }),
  })


/** Saves one tab; each answers every setting as they now are. */
export const saveTab = {
  /** General is the account itself: the session's user takes the answer, so the navbar shows the new name. */
  general: async (body: GeneralInput): Promise<AccountSettings> => {
    const { userData, ...settings } = await api(saveGeneralSettings, { body })
    updateUserData(userData)
    return settings
  },
  info: (body: InfoInput) => api(saveInfoSettings, { body }),
  social: (body: SocialLinksInput) => api(saveSocialLinks, { body }),
  notification: (body: NotificationSettings) => api(saveNotificationSettings, { body }),
}

/** A tab's save as a mutation: the answer replaces the cached settings. */
export function useSaveSettings<B>(save: (body: B) => Promise<AccountSettings>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: save,
    onSuccess: (settings) => queryClient.setQueryData(accountKeys.settings(), settings),
  })
}

/** A connection's switch: flips at once, and back with a toast if the back end refuses. */
export function useConnectionToggle() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  return useMutation(
    optimisticMutation(queryClient, {
      keys: () => [accountKeys.settings()],
      mutationFn: (change: { service: ConnectedService; connected: boolean }) => api(saveConnection, { body: change }),
      apply: (cache, { service, connected }) =>
        cache.setQueryData<AccountSettings>(accountKeys.settings(), (settings) => settings && withConnection(settings, service, connected)),
      applyAnswer: (cache, settings) => cache.setQueryData(accountKeys.settings(), settings),
      errorMessage: () => t`The connection could not be changed. Please try again.`,
    }),
  )
}

function withConnection(settings: AccountSettings, service: ConnectedService, connected: boolean): AccountSettings {
  const { social } = settings
  return { ...settings, social: { ...social, connections: { ...social.connections, [service]: connected } } }
}
