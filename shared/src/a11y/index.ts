/**
 * Focus rules every remote follows (bundled into each, not a singleton, so a
 * remote needs nothing new from the host): after a move the focus goes to the
 * new page's heading, and a button disabled while its work runs gets the focus
 * back when it is done.
 */
export { movedSinceLoad } from './moved-since-load'
export { useFocusBack } from './use-focus-back'
export { usePageFocus } from './use-page-focus'
