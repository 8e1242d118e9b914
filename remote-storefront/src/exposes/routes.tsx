import '../locales'

import { Route, Routes } from 'react-router-dom'

import { CatalogueHome } from '../features/catalogue/catalogue-home'
import { CategoryPage } from '../features/catalogue/category-page'
import { PageNotFound } from '../features/catalogue/not-found-state'
import { ProductPage } from '../features/catalogue/product-page'
import { StoreHome } from '../features/covers/store-home'

/**
 * Federation module `storefront/routes`. Rendered by the host outside any route, so
 * the paths below are absolute; the host's providers are already mounted.
 */
export default function StorefrontRoutes() {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <StoreHome>
            <CatalogueHome />
          </StoreHome>
        }
      />
      <Route path="/categoria/:slug" element={<CategoryPage />} />
      <Route path="/producto/:slug" element={<ProductPage />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  )
}
