import { HeroFrame, LOGIN_PATH, LoginFrame, readFirstView } from '@vitrina/shared'
import { Box, Button, Stack, Text } from '@vitrina/ui'
import {
  Component,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'

import { incompatibility } from './compatibility'
import { carryDrawnSearch, drawnCatalogue } from './drawn-catalogue'
import { loadRemoteRoutes, type RemoteName, retryRemote } from './remotes'

export interface RemoteBoundaryProps {
  name: RemoteName
}

/**
 * Shows one remote's routes. A remote that fails to load (404, 500, network
 * error, timeout, bad manifest) or throws while rendering leaves the host up:
 * this area shows a translated message whose retry button registers the
 * remote again and remounts it. A remote built for singleton versions this
 * host does not provide (compatibility.ts) says so instead.
 */
export function RemoteBoundary({ name }: RemoteBoundaryProps) {
  // A new lazy component per attempt: React caches a lazy component's failure too.
  const [view, setView] = useState(() => ({ attempt: 0, RemoteRoutes: lazyRoutes(name) }))
  const { attempt, RemoteRoutes } = view
  const retry = () => {
    const ready = retryRemote(name)
    setView({ attempt: attempt + 1, RemoteRoutes: lazyRoutes(name, ready) })
  }
  return (
    <ErrorBoundary
      key={attempt}
      name={name}
      fallback={<RemoteFailed name={name} onRetry={retry} />}
    >
      <Suspense fallback={<RemoteLoading name={name} />}>
        <RemoteRoutes />
      </Suspense>
    </ErrorBoundary>
  )
}

/**
 * While a remote loads: the frame the server drew there (docs/first-view.md),
 * so the page keeps showing it until the remote's own markup takes its place:
 * the hero frame on the storefront's `/`, the login frame on `/login`, the
 * catalogue frame on the page it was drawn for; elsewhere an empty busy area.
 */
function RemoteLoading({ name }: RemoteBoundaryProps) {
  const { pathname } = useLocation()
  const hero = name === 'storefront' && pathname === '/' ? readFirstView()?.hero : null
  const catalogue = name === 'storefront' ? drawnCatalogue(pathname) : null
  if (catalogue !== null) {
    return (
      <>
        {hero && <HeroFrame image={hero} />}
        <DrawnCatalogue html={catalogue} />
      </>
    )
  }
  if (hero) return <HeroFrame image={hero} />
  if (name === 'auth' && pathname === LOGIN_PATH) return <LoginFrame />
  return <Box aria-busy="true" minHeight="50vh" />
}

/** The server's own markup, kept from this page (drawn-catalogue.ts): store text in it is escaped. */
function DrawnCatalogue({ html }: { html: string }) {
  const frame = useRef<HTMLDivElement>(null)
  // What the shopper typed in the drawn search field before this commit replaced it stays typed.
  useLayoutEffect(() => {
    if (frame.current) carryDrawnSearch(frame.current)
  }, [])
  return <div ref={frame} data-catalogue-frame="" dangerouslySetInnerHTML={{ __html: html }} />
}

function lazyRoutes(name: RemoteName, ready: Promise<void> = Promise.resolve()) {
  return lazy(() =>
    ready.then(() => loadRemoteRoutes(name)).then((routes) => ({ default: routes })),
  )
}

interface RemoteFailedProps {
  name: RemoteName
  onRetry: () => void
}

function RemoteFailed({ name, onRetry }: RemoteFailedProps) {
  const { t } = useTranslation(['common', 'host'])
  const incompatible = incompatibility(name)
  return (
    <Stack role="alert" padding="6" gap="3" alignItems="flex-start">
      <Text fontWeight="semibold">
        {incompatible ? t('host:remote.incompatible') : t('remote.failed')}
      </Text>
      <Text color="fg.muted">
        {incompatible ? t('host:remote.incompatibleHint') : t('remote.failedHint')}
      </Text>
      <Button onClick={onRetry}>{t('actions.retry')}</Button>
    </Stack>
  )
}

interface ErrorBoundaryProps {
  name: RemoteName
  fallback: ReactNode
  children: ReactNode
}

class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[host] ${this.props.name} failed`, error, info.componentStack)
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
