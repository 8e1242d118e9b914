import type { ShellNavEntry } from '@vitrina/shared'

import { DashboardIcon, InventoryIcon, NotificationsIcon } from '../components/icons'

/** The admin's bottom navigation on mobile (product-rules §2): Dashboard, Products, Notifications. */
export const shellNav: ShellNavEntry[] = [
  { to: '/admin', label: 'admin:bottomNav.dashboard', icon: DashboardIcon },
  { to: '/admin/productos', label: 'admin:bottomNav.products', icon: InventoryIcon },
  { to: '/admin/notificaciones', label: 'admin:bottomNav.notifications', icon: NotificationsIcon },
]
