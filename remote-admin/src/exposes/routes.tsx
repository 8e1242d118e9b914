import '../locales'

import { Route, Routes } from 'react-router-dom'

import { CoversPage } from '../features/appearance/covers-page'
import { DashboardImagePreview } from '../features/appearance/dashboard-image-preview'
import { LogosPage } from '../features/appearance/logos-page'
import { CategoriesPage } from '../features/catalogue/categories-page'
import { askFirstPageEarly, askListPageOnPress } from '../features/catalogue/first-page'
import { ProductEditorPage } from '../features/catalogue/product-editor-page'
import { ProductsPage } from '../features/catalogue/products-page'
import { DashboardPage } from '../features/dashboard/dashboard-page'
import { FirstStepsCard } from '../features/first-steps/first-steps-card'
import { AdminGuard } from '../features/layout/admin-guard'
import { AdminLayout } from '../features/layout/admin-layout'
import { AdminNotFound } from '../features/layout/admin-not-found'
import { OrderDetailPage } from '../features/orders/order-detail-page'
import { OrdersPage } from '../features/orders/orders-page'
import { usePendingOrdersPoll } from '../features/orders/pending-orders'
import { PendingOrdersCard } from '../features/orders/pending-orders-card'
import { PlaceholderPage } from '../features/placeholders/placeholder-page'
import { ResponsiveTestPage } from '../features/responsive-test/responsive-test-page'
import { StoreSettingsPage } from '../features/store-settings/store-settings-page'
import { ThemePage } from '../features/theme/theme-page'

export { shellNav } from './shell-nav'

// The owner's list asks for its rows at the page's load, or at the press on a
// link to it, not after its first render (first-page.ts).
askFirstPageEarly()
askListPageOnPress()

/** The admin frame with the sidebar's 'Pedidos' badge, which follows new orders while the tab is visible. */
function AdminFrame() {
  const pending = usePendingOrdersPoll()
  return <AdminLayout counts={{ orders: typeof pending === 'number' ? pending : null }} />
}

/**
 * Federation module `admin/routes`. Rendered by the host outside any route, so
 * the paths below are absolute; the host's providers are already mounted.
 */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route
        path="/admin"
        element={
          <AdminGuard>
            <AdminFrame />
          </AdminGuard>
        }
      >
        <Route
          index
          element={
            <DashboardPage
              logosSlot={<DashboardImagePreview kind="logos" />}
              coversSlot={<DashboardImagePreview kind="covers" />}
              introSlot={<FirstStepsCard />}
              ordersSlot={<PendingOrdersCard />}
            />
          }
        />
        <Route path="/admin/productos" element={<ProductsPage />} />
        <Route path="/admin/productos/nuevo" element={<ProductEditorPage />} />
        <Route path="/admin/productos/categorias" element={<CategoriesPage />} />
        <Route path="/admin/productos/:id" element={<ProductEditorPage />} />
        <Route path="/admin/pedidos" element={<OrdersPage />} />
        <Route path="/admin/pedidos/:number" element={<OrderDetailPage />} />
        <Route path="/admin/notificaciones" element={<PlaceholderPage section="notifications" />} />
        <Route path="/admin/servicios" element={<PlaceholderPage section="services" />} />
        <Route path="/admin/tienda" element={<StoreSettingsPage />} />
        <Route path="/admin/apariencia/logos" element={<LogosPage />} />
        <Route path="/admin/apariencia/portadas" element={<CoversPage />} />
        <Route path="/admin/apariencia/tema" element={<ThemePage />} />
        <Route path="/admin/prueba-responsive" element={<ResponsiveTestPage />} />
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  )
}
