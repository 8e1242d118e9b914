import { type HTMLChakraProps, Icon } from '@vitrina/ui'

type IconProps = HTMLChakraProps<'svg'>

/** Material-style outline icons, inline so the shell needs no icon package. */
function makeIcon(path: string) {
  return function ShellIcon(props: IconProps) {
    return (
      <Icon asChild boxSize="6" {...props}>
        <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
          <path d={path} />
        </svg>
      </Icon>
    )
  }
}

export const MenuIcon = makeIcon('M3 6h18v2H3V6zm0 5h18v2H3v-2zm0 5h18v2H3v-2z')
export const AccountIcon = makeIcon(
  'M12 2a10 10 0 100 20 10 10 0 000-20zm0 4a3.5 3.5 0 110 7 3.5 3.5 0 010-7zm0 14.2a7.2 7.2 0 01-6-3.2c.03-2 4-3.1 6-3.1s5.97 1.1 6 3.1a7.2 7.2 0 01-6 3.2z',
)
export const DarkModeIcon = makeIcon(
  'M12 3a9 9 0 109 9c0-.46-.04-.92-.1-1.36A5.39 5.39 0 0113.36 3.1 9.1 9.1 0 0012 3z',
)
export const LightModeIcon = makeIcon(
  'M12 7a5 5 0 100 10 5 5 0 000-10zM2 13h2v-2H2v2zm18 0h2v-2h-2v2zM11 2v2h2V2h-2zm0 18v2h2v-2h-2zM5.99 4.58L4.58 5.99l1.41 1.41 1.41-1.41-1.41-1.41zm12.02 12.02l-1.41 1.41 1.41 1.41 1.41-1.41-1.41-1.41zM19.42 5.99l-1.41-1.41-1.41 1.41 1.41 1.41 1.41-1.41zM7.4 18.01l-1.41-1.41-1.41 1.41 1.41 1.41 1.41-1.41z',
)
export const HomeIcon = makeIcon('M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z')
export const PersonIcon = makeIcon(
  'M12 12a4 4 0 100-8 4 4 0 000 8zm0 2c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4z',
)
export const DashboardIcon = makeIcon(
  'M3 13h8V3H3v10zm0 8h8v-6H3v6zm10 0h8V11h-8v10zm0-18v6h8V3h-8z',
)
export const InventoryIcon = makeIcon(
  'M20 2H4c-1 0-2 .9-2 2v3.01c0 .72.43 1.34 1 1.69V20c0 1.1 1.1 2 2 2h14c.9 0 2-.9 2-2V8.7c.57-.35 1-.97 1-1.69V4c0-1.1-1-2-2-2zm-5 12H9v-2h6v2zm5-7H4V4h16v3z',
)
export const NotificationsIcon = makeIcon(
  'M12 22c1.1 0 2-.9 2-2h-4a2 2 0 002 2zm6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4a1.5 1.5 0 00-3 0v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2z',
)
