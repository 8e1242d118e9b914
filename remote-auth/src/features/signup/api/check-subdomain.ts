import type { SubdomainAvailability } from '@vitrina/contract'
import { api } from '@vitrina/shared'

/** `GET tiendas/disponible/?subdominio=`: whether a label could be a new store's address. */
export const checkSubdomain = (label: string, signal?: AbortSignal) =>
  api
    .get('tiendas/disponible/', {
      searchParams: { subdominio: label },
      signal,
      context: { skipAuth: true },
    })
    .json<SubdomainAvailability>()
