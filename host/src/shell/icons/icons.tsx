import { pathIcon } from '@vitrina/ui'

/** The shell's icons: 24 px unless told otherwise. */
const makeIcon = (path: string) => pathIcon(path, { boxSize: '6' })

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
export const CartIcon = makeIcon(
  'M7 18a2 2 0 100 4 2 2 0 000-4zM1 2v2h2l3.6 7.59-1.35 2.45A2 2 0 007 17h12v-2H7.42a.25.25 0 01-.22-.37L8.1 13h7.45a2 2 0 001.75-1.03l3.58-6.49A1 1 0 0020 4H5.21l-.94-2H1zm16 16a2 2 0 100 4 2 2 0 000-4z',
)
