import { invalid } from '../../http-error.ts'

export const DEFAULT_PAGE_SIZE = 24
export const MAX_PAGE_SIZE = 100

/** `page` ≥ 1 and `page_size` 1–100 from their query texts (400 outside those bounds). */
export function readPage(page?: string, pageSize?: string, defaultSize = DEFAULT_PAGE_SIZE) {
  const p = page === undefined ? 1 : Number(page)
  const size = pageSize === undefined ? defaultSize : Number(pageSize)
  const errors: Record<string, string[]> = {}
  if (!Number.isSafeInteger(p) || p < 1 || p > 1_000_000) {
    errors.page = ['La página es un número entero desde 1.']
  }
  if (!Number.isSafeInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    errors.page_size = [`El tamaño de página va de 1 a ${MAX_PAGE_SIZE}.`]
  }
  if (Object.keys(errors).length > 0) throw invalid(errors)
  return { page: p, pageSize: size }
}
