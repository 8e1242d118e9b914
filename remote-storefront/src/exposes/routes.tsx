import '../locales'

import { Route, Routes } from 'react-router-dom'

import { StoreHome } from '../features/covers/store-home'

/**
 * Federation module `storefront/routes`. Rendered by the host outside any route, so
 * the paths below are absolute; the host's providers are already mounted.
 */
export default function StorefrontRoutes() {
  return (
    <Routes>
      <Route path="/" element={<StoreHome />} />
    </Routes>
  )
}
