/**
 * Carousel height of spec §9: 200 px on mobile, 400 px on desktop. The spec's
 * mobile breakpoint is lg (1280 px), so 960–1279 px is still mobile.
 */
export const COVER_HEIGHT = { base: '200px', lg: '400px' } as const
