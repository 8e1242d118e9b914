/**
 * @vitrina/ui — the only way an app reaches Chakra UI. It is a federation
 * singleton, so everything re-exported here ships on every first view: add a
 * part when a screen uses it, and drop it when none does. Heavy compound parts
 * (dialogs, drawer, menu, progress, slider) load when first rendered (parts/).
 */
export {
  DIALOG_ACTIONS_HEIGHT,
  DialogActions,
  type DialogActionsProps,
} from './components/dialog-actions'
export { DialogHeader, type DialogHeaderProps } from './components/dialog-header'
export { Heading, HEADING_STYLES, SUBTITLE_STYLE } from './components/heading'
export { ImageUploadSlot, type ImageUploadSlotProps } from './components/image-upload-slot'
export { pathIcon, type PathIconProps } from './components/path-icon'
export { Dialog, Drawer, Menu, Progress, Slider } from './parts'
export { UiProvider, type UiProviderProps } from './provider'
export {
  BREAKPOINTS,
  createVitrinaSystem,
  fontStack,
  getDefaultSystem,
  type VitrinaSystem,
  withGlobalStylesInPage,
} from './system'
export type { HTMLChakraProps, SystemConfig, SystemStyleObject } from '@chakra-ui/react'
export {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  chakra,
  CloseButton,
  Field,
  Flex,
  HStack,
  Icon,
  IconButton,
  Image,
  Input,
  InputGroup,
  Link,
  Portal,
  Separator,
  SimpleGrid,
  Skeleton,
  Spinner,
  Stack,
  Text,
  useBreakpointValue,
  useMediaQuery,
  VisuallyHidden,
} from '@chakra-ui/react'
