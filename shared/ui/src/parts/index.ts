import type {
  Dialog as ChakraDialog,
  Drawer as ChakraDrawer,
  Menu as ChakraMenu,
  Slider as ChakraSlider,
} from '@chakra-ui/react'

import { lazyNamespace } from './lazy-namespace'

const dialogs = () => import(/* webpackChunkName: "ui-dialog" */ './dialog')

/** Chakra's `Dialog`, loaded the first time one of its parts renders. */
export const Dialog = lazyNamespace<typeof ChakraDialog>('Dialog', () =>
  dialogs().then((m) => m.Dialog),
)
/** Chakra's `Drawer`, loaded the first time one of its parts renders. */
export const Drawer = lazyNamespace<typeof ChakraDrawer>('Drawer', () =>
  dialogs().then((m) => m.Drawer),
)
/** Chakra's `Menu`, loaded the first time one of its parts renders. */
export const Menu = lazyNamespace<typeof ChakraMenu>('Menu', () =>
  import(/* webpackChunkName: "ui-menu" */ './menu').then((m) => m.Menu),
)
/** Chakra's `Slider`, loaded the first time one of its parts renders. */
export const Slider = lazyNamespace<typeof ChakraSlider>('Slider', () =>
  import(/* webpackChunkName: "ui-slider" */ './slider').then((m) => m.Slider),
)
