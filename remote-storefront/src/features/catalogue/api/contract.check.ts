// Type-level test, run by `pnpm typecheck`: the catalogue calls are the API's, as @vitrina/contract says.
import type {
  Category,
  Equal,
  Expect,
  ProductCardPage,
  ProductQuery,
  PublicProduct,
} from '@vitrina/contract'

import type { getCategories } from './get-categories'
import type { getProduct } from './get-product'
import type { getProducts, ProductListQuery } from './get-products'

export type CatalogueCalls = [
  Expect<Equal<Parameters<typeof getCategories>, []>>,
  Expect<Equal<Awaited<ReturnType<typeof getCategories>>, Category[]>>,
  Expect<Equal<Parameters<typeof getProducts>, [ProductListQuery]>>,
  Expect<Equal<Awaited<ReturnType<typeof getProducts>>, ProductCardPage>>,
  // The query names exactly the contract's fields.
  Expect<Equal<keyof ProductListQuery, keyof ProductQuery>>,
  Expect<Equal<Parameters<typeof getProduct>, [string]>>,
  Expect<Equal<Awaited<ReturnType<typeof getProduct>>, PublicProduct>>,
]
