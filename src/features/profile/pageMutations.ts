import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { api } from '@/api'
import { toggleProfileFavorite, voteProfilePoll, type FavoriteList, type ProfileData } from '@/api/contract/profile'
import { optimisticMutation } from '@/lib/optimisticMutation'
import { withFavorite, withVote } from './cacheWrites'
import { profileKeys } from './queries'

/** Moves the viewer's vote to an option: the bars move at once, and back with a toast if refused. */
export function useVote() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  const write = (change: (data: ProfileData) => ProfileData) =>
    queryClient.setQueryData<ProfileData>(profileKeys.data(), (data) => data && change(data))
  return useMutation(
    optimisticMutation(queryClient, {
      keys: () => [profileKeys.data()],
      mutationFn: (optionId: number) => api(voteProfilePoll, { body: { optionId } }),
      apply: (_cache, optionId) => write((data) => ({ ...data, polls: withVote(data.polls, optionId) })),
      applyAnswer: (_cache, polls) => write((data) => ({ ...data, polls })),
      errorMessage: () => t`Your vote could not be saved. Please try again.`,
    }),
  )
}

export interface FavoriteInput {
  list: FavoriteList
  id: number
  /** The mark as the screen shows it now; the toggle sets the other. */
  favorite: boolean
}

/** Toggles the viewer's favorite mark on a suggested page or twitter account, at once on screen. */
export function useToggleFavorite() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  const write = (list: FavoriteList, id: number, favorite: boolean) =>
    queryClient.setQueryData<ProfileData>(profileKeys.data(), (data) => data && withFavorite(data, list, id, favorite))
  return useMutation(
    optimisticMutation(queryClient, {
      keys: () => [profileKeys.data()],
      mutationFn: ({ list, id }: FavoriteInput) => api(toggleProfileFavorite, { body: { list, id } }),
      apply: (_cache, { list, id, favorite }) => write(list, id, !favorite),
      applyAnswer: (_cache, { list, id, favorite }) => write(list, id, favorite),
      errorMessage: () => t`The favorite could not be saved. Please try again.`,
    }),
  )
}
