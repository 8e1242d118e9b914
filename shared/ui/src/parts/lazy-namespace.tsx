import { type ComponentType, type ReactNode, useEffect, useState } from 'react'

type Namespace = Record<string, unknown>
type Props = Record<string, unknown> & { asChild?: boolean; children?: ReactNode }

/**
 * What a part shows until its code arrives: a root shows its children (so a
 * trigger in it is there), a part rendered `asChild` shows its child (the
 * trigger button itself), anything else nothing.
 */
function placeholder(key: string, props: Props): ReactNode {
  return key === 'Root' || props.asChild ? (props.children ?? null) : null
}

/**
 * A Chakra compound component (`Dialog`, `Menu`, …) whose code loads the first
 * time one of its parts renders, in a chunk of its own, instead of with the
 * rest of @vitrina/ui on every first view. Each part keeps its name and props;
 * until the chunk has arrived it renders a placeholder (nothing is suspended:
 * no Suspense boundary is needed above it). The chunk belongs to the
 * @vitrina/ui singleton, so every app gets the one instance.
 */
export function lazyNamespace<T extends object>(name: string, load: () => Promise<T>): T {
  let loaded: Namespace | undefined
  let loading: Promise<Namespace> | undefined
  const module = () =>
    (loading ??= load().then((ns) => {
      loaded = ns as Namespace
      return loaded
    }))
  const parts = new Map<string, ComponentType<Props>>()

  function part(key: string): ComponentType<Props> {
    function Part(props: Props) {
      const [ns, setNs] = useState(loaded)
      useEffect(() => {
        if (ns) return
        let mounted = true
        void module().then((found) => mounted && setNs(found))
        return () => {
          mounted = false
        }
      }, [ns])
      if (!ns) return placeholder(key, props)
      const Real = ns[key] as ComponentType<Props> | undefined
      if (!Real) throw new Error(`@vitrina/ui: ${name}.${key} does not exist`)
      return <Real {...props} />
    }
    Part.displayName = `${name}.${key}`
    return Part
  }

  return new Proxy({} as T, {
    get(_target, key) {
      if (typeof key !== 'string') return undefined
      let found = parts.get(key)
      if (!found) {
        found = part(key)
        parts.set(key, found)
      }
      return found
    },
  })
}
