/**
 * @vitrina/ui — the only way an app reaches Chakra UI. It is a federation
 * singleton, so everything re-exported here ships on every first view: add a
 * part when a screen uses it, and drop it when none does.
 */
export {
  DIALOG_ACTIONS_HEIGHT,
  DialogActions,
  type DialogActionsProps,
} from './components/dialog-actions'
export { DialogHeader, type DialogHeaderProps } from './components/dialog-header'
export { ImageUploadSlot, type ImageUploadSlotProps } from './components/image-upload-slot'
export { pathIcon, type PathIconProps } from './components/path-icon'
export { UiProvider, type UiProviderProps } from './provider'
export {
  BREAKPOINTS,
  createVitrinaSystem,
  fontStack,
  getDefaultSystem,
  type VitrinaSystem,
} from './system'
export type { HTMLChakraProps, SystemConfig } from '@chakra-ui/react'
export {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  chakra,
  CloseButton,
  Dialog,
  Drawer,
  Field,
  Flex,
  Heading,
  HStack,
  Icon,
  IconButton,
  Image,
  Input,
  InputGroup,
  Link,
  Menu,
  Portal,
  Progress,
  Separator,
  SimpleGrid,
  Skeleton,
  Slider,
  Spinner,
  Stack,
  Text,
  useBreakpointValue,
  useMediaQuery,
  VisuallyHidden,
} from '@chakra-ui/react'
