import type {
  Dialog as ChakraDialog,
  Drawer as ChakraDrawer,
  Menu as ChakraMenu,
  Progress as ChakraProgress,
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
/**
 * Chakra's `Progress`, loaded the first time one of its parts renders: its
 * state machine (zag) is most of what it weighs, and no first view shows one.
 */
export const Progress = lazyNamespace<typeof ChakraProgress>('Progress', () =>
  import(/* webpackChunkName: "ui-progress" */ './progress').then((m) => m.Progress),
)
