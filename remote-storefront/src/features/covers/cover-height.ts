/** Carousel height of product-rules §9: 200 px below the md breakpoint (960 px), 400 px from it. */
export const COVER_HEIGHT = { base: '200px', md: '400px' } as const
