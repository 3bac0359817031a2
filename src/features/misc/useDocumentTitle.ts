import { useEffect } from 'react'

/** Names the browser tab after the page, so history and tabs are readable. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title
    document.title = `${title} | Vantage`
    return () => {
      document.title = previous
    }
  }, [title])
}
