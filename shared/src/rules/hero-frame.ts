/**
 * How wide the hero frame's image shows, for `<img sizes>` and the server's
 * `imagesizes` (docs/first-view.md): the content area's full width.
 */
export const HERO_FRAME_SIZES = '100vw'
