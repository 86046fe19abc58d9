import { Component, type ErrorInfo, type ReactNode } from 'react'

/** The catalogue's message for anything unexpected (docs/requirements.md, "Error catalogue"). */
export const UNEXPECTED_ERROR_MESSAGE = 'Oops, something went wrong!'

interface ErrorBoundaryProps {
  readonly children: ReactNode
  /** Custom fallback; receives `retry`, which re-renders the children from scratch. */
  readonly fallback?: (retry: () => void, error: unknown) => ReactNode
}

interface ErrorBoundaryState {
  readonly error: unknown
  readonly failed: boolean
  /** Bumped on retry so the children mount fresh rather than reusing broken state. */
  readonly attempt: number
}

/** Catches render errors below it so a failure never leaves a blank screen. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined, failed: false, attempt: 0 }

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Kept in the console for whoever debugs it; the person sees the short message.
    console.error(error, info.componentStack)
  }

  retry = () => this.setState((s) => ({ error: undefined, failed: false, attempt: s.attempt + 1 }))

  override render() {
    if (this.state.failed) {
      return this.props.fallback ? (
        this.props.fallback(this.retry, this.state.error)
      ) : (
        <ErrorFallback onRetry={this.retry} />
      )
    }
    return <ErrorBoundaryKey key={this.state.attempt}>{this.props.children}</ErrorBoundaryKey>
  }
}

function ErrorBoundaryKey({ children }: { readonly children: ReactNode }) {
  return children
}

/** The default fallback: the catalogue message and a retry button. */
export function ErrorFallback({ onRetry }: { readonly onRetry: () => void }) {
  return (
    <div className="error-fallback" role="alert">
      <p>{UNEXPECTED_ERROR_MESSAGE}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  )
}
