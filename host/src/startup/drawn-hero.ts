/**
 * Resolves once the hero image the server drew (docs/first-view.md) has
 * loaded and had a frame to paint, at once when the page has none or it is
 * already there, and after `limitMs` at the latest. The host's startup waits
 * for it before evaluating the app, so the largest paint of `/` is not
 * queued behind script work.
 */
export function drawnHeroPainted(doc: Document = document, limitMs = 2500): Promise<void> {
  const image = doc.querySelector<HTMLImageElement>('[data-hero-frame] img')
  if (!image || image.complete) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(done, limitMs)
    function done() {
      clearTimeout(timer)
      image!.removeEventListener('load', painted)
      image!.removeEventListener('error', done)
      resolve()
    }
    function painted() {
      // One frame for the image to be painted.
      requestAnimationFrame(() => setTimeout(done, 0))
    }
    image.addEventListener('load', painted)
    image.addEventListener('error', done)
  })
}
