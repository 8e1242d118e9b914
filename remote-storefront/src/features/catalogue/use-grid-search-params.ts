import { useSearchParams } from 'react-router-dom'

export interface GridSearchParams {
  q: string
  page: number
  /** `?…&page=N` for another page of the same search (the first page has no `page`). */
  pageHref: (page: number) => string
  /** Replaces the search in the URL and goes back to its first page. */
  setQ: (q: string) => void
}

/** The grid's state in the URL: `?q=` (the search) and `?page=` (1 when absent). */
export function useGridSearchParams(): GridSearchParams {
  const [params, setParams] = useSearchParams()
  const q = (params.get('q') ?? '').trim()
  const parsed = Number.parseInt(params.get('page') ?? '1', 10)
  const page = Number.isFinite(parsed) && parsed >= 1 ? parsed : 1
  return {
    q,
    page,
    pageHref(next) {
      const copy = new URLSearchParams(params)
      if (next > 1) copy.set('page', String(next))
      else copy.delete('page')
      return `?${copy.toString()}`
    },
    setQ(next) {
      if (next === q) return
      const copy = new URLSearchParams(params)
      if (next) copy.set('q', next)
      else copy.delete('q')
      copy.delete('page')
      setParams(copy, { replace: true, preventScrollReset: true })
    },
  }
}
