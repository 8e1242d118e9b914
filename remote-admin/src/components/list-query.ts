/** What every owner's list keeps in its URL besides its own filters. */
export interface SearchAndPage {
  q?: string
  page?: number
}

/** The search and the page of a list's URL (`?q=&page=`): the page is 1 unless a whole number above 1. */
export function readSearchAndPage(params: URLSearchParams): { q: string; page: number } {
  const page = Number(params.get('page'))
  return {
    q: params.get('q')?.trim() ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

/**
 * The URL search of a list's query: the search, the list's own `filters`, then
 * the page; empty filters and the first page are left out.
 */
export function writeSearchAndPage(
  query: SearchAndPage,
  filters: Record<string, string | undefined>,
): URLSearchParams {
  const params = new URLSearchParams()
  if (query.q) params.set('q', query.q)
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value)
  if (query.page && query.page > 1) params.set('page', String(query.page))
  return params
}
