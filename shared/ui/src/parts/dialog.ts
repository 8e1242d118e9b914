// The parts of @vitrina/ui that load when first used (parts/lazy-namespace.tsx).
export { Dialog, Drawer } from '@chakra-ui/react'
