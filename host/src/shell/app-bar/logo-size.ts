/** The app bar logo's box (product-rules §9): 44 px, also its `sizes` for picking a variant. */
export const APP_BAR_LOGO_SIZE = '44px'
