import { CloseCircleOutline } from '@/components/icons'
import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n'
import { LoadingView, StateView } from '@/components/StateView'

export const SCREEN_LOADING_DELAY = 200
export const SCREEN_TIMEOUT = 60_000

export type ChunkErrorKind = 'missing' | 'error' | 'timeout'

/** A screen module that could not be loaded: it has no component (missing), failed (error) or took too long. */
export class ChunkLoadError extends Error {
  readonly kind: ChunkErrorKind

  constructor(kind: ChunkErrorKind, cause?: unknown) {
    super(`Chunk load failure: ${kind}`, { cause })
    this.name = 'ChunkLoadError'
    this.kind = kind
  }
}

type ScreenModule = { default: ComponentType }
export type ScreenLoader = () => Promise<Partial<ScreenModule>>

export function loadChunk(load: ScreenLoader, timeout: number): Promise<ScreenModule> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeout)
    load().then(
      (mod) => {
        clearTimeout(timer)
        if (mod?.default) resolve({ default: mod.default })
        else reject(new ChunkLoadError('missing'))
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(new ChunkLoadError('error', error))
      },
    )
  })
}

function DelayedLoading({ delay }: { delay: number }) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delay)
    return () => clearTimeout(timer)
  }, [delay])
  return visible ? <LoadingView label={t('common.loading')} /> : null
}

function RetryView({ kind, onRetry }: { kind: ChunkErrorKind; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <StateView
      icon={<CloseCircleOutline />}
      title={t('chunk.title')}
      text={t(`chunk.${kind}`)}
      action={{ label: t('common.retry'), onClick: onRetry }}
    />
  )
}

interface BoundaryProps {
  onRetry: () => void
  children: ReactNode
}

interface BoundaryState {
  error: ChunkLoadError | null
}

class ChunkBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null }

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error instanceof ChunkLoadError ? error : new ChunkLoadError('error', error) }
  }

  render() {
    const { error } = this.state
    return error ? <RetryView kind={error.kind} onRetry={this.props.onRetry} /> : this.props.children
  }
}

/**
 * A lazily loaded screen: nothing for the first `delay` ms, then a loading view; a failed or timed-out
 * load shows a retry view whose button loads the module again. `preload()` starts fetching the module before the
 * screen renders (the first render then uses that fetch).
 */
export function lazyScreen(load: ScreenLoader, { delay = SCREEN_LOADING_DELAY, timeout = SCREEN_TIMEOUT } = {}) {
  let early: ReturnType<ScreenLoader> | null = null
  const preload = () => {
    early ??= load()
    // A failure shows when the screen renders and loads it again.
    early.catch(() => undefined)
  }
  const firstOrFresh: ScreenLoader = () => {
    const started = early ?? load()
    early = null
    return started
  }
  const makeLazy = () => lazy(() => loadChunk(firstOrFresh, timeout))
  const latest = { Screen: makeLazy() }

  function LazyScreen() {
    const [attempt, setAttempt] = useState(0)
    const retry = () => {
      latest.Screen = makeLazy()
      setAttempt((n) => n + 1)
    }
    const Screen = latest.Screen
    return (
      <ChunkBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={<DelayedLoading delay={delay} />}>
          <Screen />
        </Suspense>
      </ChunkBoundary>
    )
  }
  return Object.assign(LazyScreen, { preload })
}
