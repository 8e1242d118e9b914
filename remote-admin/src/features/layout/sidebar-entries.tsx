import type { ComponentType } from 'react'

import {
  BellIcon,
  BrushIcon,
  BuildIcon,
  DashboardIcon,
  ImageIcon,
  ReceiptIcon,
  SettingsIcon,
  StarIcon,
  StoreIcon,
} from '../../components/icons'

export interface SidebarEntry {
  to: string
  /** Key under `sidebar.` in the admin namespace. */
  label: string
  icon: ComponentType
  /** Active only on this exact path (the dashboard). */
  end?: boolean
  /**
   * Key under `sidebar.` of the badge's count in words ('3 pendientes', the
   * link's description), for an entry that shows a badge; the count comes
   * from the layout's `counts`.
   */
  countLabel?: string
}

export const DASHBOARD_ENTRY: SidebarEntry = {
  to: '/admin',
  label: 'dashboard',
  icon: DashboardIcon,
  end: true,
}

/** The Appearance group of the sidebar (product-rules §2). */
export const APPEARANCE_ENTRIES: SidebarEntry[] = [
  { to: '/admin/apariencia/logos', label: 'logos', icon: StarIcon },
  { to: '/admin/apariencia/portadas', label: 'covers', icon: ImageIcon },
  { to: '/admin/apariencia/tema', label: 'theme', icon: BrushIcon },
]

export const OTHER_ENTRIES: SidebarEntry[] = [
  { to: '/admin/productos', label: 'products', icon: StoreIcon },
  { to: '/admin/pedidos', label: 'orders', icon: ReceiptIcon, countLabel: 'ordersPending' },
  { to: '/admin/notificaciones', label: 'notifications', icon: BellIcon },
  { to: '/admin/servicios', label: 'services', icon: BuildIcon },
  { to: '/admin/tienda', label: 'storeSettings', icon: SettingsIcon },
]
