import type { AdminProduct, AdminVariant } from '@vitrina/contract'

/** An owner's product as the API sends it, with one untracked variant unless told otherwise. */
export function adminProduct(over: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: 1,
    slug: 'remera',
    title: 'Remera',
    description: '',
    status: 'active',
    category_ids: [],
    images: [],
    options: [],
    variants: [adminVariant()],
    seo_title: null,
    seo_description: null,
    currency: 'ARS',
    created_at: '2026-11-25T10:00:00.000Z',
    updated_at: '2026-11-25T10:00:00.000Z',
    ...over,
  }
}

export function adminVariant(over: Partial<AdminVariant> = {}): AdminVariant {
  return {
    id: 11,
    option_values: [],
    sku: null,
    price: 129900,
    compare_at_price: null,
    stock: null,
    ...over,
  }
}

/** A page of the owner's list. */
export const productPage = (results: AdminProduct[], count = results.length, page = 1) => ({
  count,
  page,
  page_size: 20,
  results,
})

/** Intl writes a no-break space after the currency symbol; tests read plain spaces. */
export const plain = (text: string | null | undefined) => text?.replace(/\u00a0/g, ' ') ?? ''
