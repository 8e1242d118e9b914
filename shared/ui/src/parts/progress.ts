// The parts of @vitrina/ui that load when first used (parts/lazy-namespace.tsx).
export { Progress } from '@chakra-ui/react'
