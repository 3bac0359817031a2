import { useCallback, useEffect, useRef, useState } from 'react'

/** A file on its way up: its picture (an object URL) when it is an image, and how much of it has gone. */
export interface Upload {
  id: string
  file: File
  preview?: string
  /** 0 to 100. */
  progress: number
}

/** How much of a file goes up at each tick: a demo without a server, so every file takes just over a second. */
const STEP = 20
const TICK_MS = 240

let next = 0

/**
 * Files added to a drop zone, with a simulated upload (no network): each file's progress rises on a timer until it
 * is done. An image gets an object URL for its preview, revoked once the file is removed or the component goes.
 */
export function useUploads() {
  const [uploads, setUploads] = useState<Upload[]>([])
  // The previews still in use, to revoke on unmount (the state is stale in a cleanup).
  const previews = useRef(new Set<string>())

  const add = useCallback((files: readonly File[]) => {
    const added = files.map((file): Upload => {
      const preview = file.type.startsWith('image/') ? URL.createObjectURL(file) : undefined
      if (preview) previews.current.add(preview)
      next += 1
      return { id: `upload-${next}`, file, preview, progress: 0 }
    })
    setUploads((current) => [...current, ...added])
  }, [])

  const remove = useCallback((upload: Upload) => {
    if (upload.preview) {
      URL.revokeObjectURL(upload.preview)
      previews.current.delete(upload.preview)
    }
    setUploads((current) => current.filter((candidate) => candidate.id !== upload.id))
  }, [])

  const uploading = uploads.some((upload) => upload.progress < 100)
  useEffect(() => {
    if (!uploading) return
    const timer = setInterval(
      () => setUploads((current) => current.map((upload) => (upload.progress < 100 ? { ...upload, progress: Math.min(100, upload.progress + STEP) } : upload))),
      TICK_MS,
    )
    return () => clearInterval(timer)
  }, [uploading])

  useEffect(() => {
    const urls = previews.current
    return () => urls.forEach((url) => URL.revokeObjectURL(url))
  }, [])

  return { uploads, add, remove }
}
