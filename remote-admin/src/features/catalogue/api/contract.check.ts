// Type-level test, run by `pnpm typecheck`: the catalogue calls are the API's, as @vitrina/contract says.
import type {
  AdminProduct,
  AdminProductPage,
  Category,
  CategoryBody,
  CategoryOrder,
  Equal,
  Expect,
  ImportResult,
  ProductBody,
  ProductImage,
  ProductImageOrder,
  ProductPatch,
} from '@vitrina/contract'

import type { createCategory } from './create-category'
import type { createProduct } from './create-product'
import type { createProductImage } from './create-product-image'
import type { getCategories } from './get-categories'
import type { getProduct } from './get-product'
import type { getProducts } from './get-products'
import type { importProducts } from './import-products'
import type { patchProduct } from './patch-product'
import type { reorderCategories } from './reorder-categories'
import type { reorderProductImages } from './reorder-product-images'
import type { updateCategory } from './update-category'
import type { updateProduct } from './update-product'
import type { updateProductImage } from './update-product-image'

type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>

export type CatalogueCalls = [
  Expect<Equal<Answer<typeof getProducts>, AdminProductPage>>,
  Expect<Equal<Answer<typeof getProduct>, AdminProduct>>,
  Expect<Equal<Parameters<typeof createProduct>[0], ProductBody>>,
  Expect<Equal<Answer<typeof createProduct>, AdminProduct>>,
  Expect<Equal<Parameters<typeof updateProduct>[1], ProductBody>>,
  Expect<Equal<Answer<typeof updateProduct>, AdminProduct>>,
  Expect<Equal<Parameters<typeof patchProduct>[1], ProductPatch>>,
  Expect<Equal<Answer<typeof patchProduct>, AdminProduct>>,
  Expect<Equal<Answer<typeof createProductImage>, ProductImage>>,
  Expect<Equal<Answer<typeof updateProductImage>, ProductImage>>,
  Expect<Equal<Parameters<typeof reorderProductImages>[1], ProductImageOrder>>,
  Expect<Equal<Answer<typeof importProducts>, ImportResult>>,
  Expect<Equal<Answer<typeof getCategories>, Category[]>>,
  Expect<Equal<Parameters<typeof createCategory>[0], CategoryBody>>,
  Expect<Equal<Answer<typeof createCategory>, Category>>,
  Expect<Equal<Parameters<typeof updateCategory>[1], CategoryBody>>,
  Expect<Equal<Parameters<typeof reorderCategories>[0], CategoryOrder>>,
]
