// The parts of @vitrina/ui that load when first used (parts/lazy-namespace.tsx).
export { Menu } from '@chakra-ui/react'
