import { useEffect, useEffectEvent, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import type { Task } from '@/api/contract/todo'
import { showToast } from '@/components/toast'
import { todoQueries } from '../queries'
import { taskQuery } from '../view'

/** Every task not deleted, and every deleted one: between them, every task there is. */
const EVERY_LIVE_TASK = taskQuery({}, { q: '', sortBy: 'latest' })
const EVERY_DELETED_TASK = taskQuery({ filter: 'deleted' }, { q: '', sortBy: 'latest' })

export interface OpenTask {
  /** The task the address opens, or the last one it opened while its drawer slides out. */
  task: Task | undefined
  /** Whether the address still opens it. */
  shown: boolean
}

/**
 * The task `?task=12` opens. It is looked up in the list on screen (`listed`, undefined while that
 * loads), else among every task, live or deleted, since a shared link may name a task of another
 * list. One that does not exist (deleted for good since the link was made) is said in a toast, and
 * the address let go of it (`onMissing`).
 */
export function useOpenTask(id: number | undefined, listed: readonly Task[] | undefined, onMissing: () => void): OpenTask {
  const { t } = useLingui()
  const inList = id === undefined ? undefined : listed?.find((task) => task.id === id)
  const lookFurther = id !== undefined && listed !== undefined && inList === undefined
  const live = useQuery({ ...todoQueries.list(EVERY_LIVE_TASK), enabled: lookFurther })
  const deleted = useQuery({ ...todoQueries.list(EVERY_DELETED_TASK), enabled: lookFurther })
  const found = inList ?? (lookFurther ? [...(live.data ?? []), ...(deleted.data ?? [])].find((task) => task.id === id) : undefined)
  const missing = lookFurther && live.isSuccess && deleted.isSuccess && found === undefined

  // The drawer keeps showing the last task while it closes.
  const [last, setLast] = useState<Task | undefined>(found)
  if (found !== undefined && found !== last) setLast(found)

  // Once per missing task: the caller's `onMissing` may be a new function on every render.
  const letGo = useEffectEvent(() => {
    showToast(t`This task does not exist any more.`, { variant: 'warning' })
    onMissing()
  })
  useEffect(() => {
    if (missing) letGo()
  }, [missing, id])

  return { task: found ?? last, shown: found !== undefined }
}
