import { BREAKPOINTS, useMediaQuery } from '@vitrina/ui'

/** Below lg (1280 px) is mobile (product-rules §9). Read synchronously so the first paint is right. */
export function useIsMobile(): boolean {
  const [mobile] = useMediaQuery([`(max-width: calc(${BREAKPOINTS.lg} - 0.02px))`], { ssr: false })
  return mobile ?? false
}
