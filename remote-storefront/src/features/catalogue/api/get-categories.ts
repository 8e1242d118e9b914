import type { Category } from '@vitrina/contract'
import { api } from '@vitrina/shared'

/** `GET store/categorias/`: the store's categories by position; public, never sends a token. */
export const getCategories = () =>
  api.get('store/categorias/', { context: { skipAuth: true } }).json<Category[]>()
