import type { ThemeResponse } from '@vitrina/contract'
import { api } from '@vitrina/shared'

/** `GET tienda/theme/`: public, so it never sends a token (nor fails on a stale one). */
export const getStoreTheme = () =>
  api.get('tienda/theme/', { context: { skipAuth: true } }).json<ThemeResponse>()
