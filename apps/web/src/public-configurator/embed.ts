import {
  EMBED_PROTOCOL,
  EMBED_PROTOCOL_VERSION,
  type EmbedEvent,
  type Money,
  type Selections,
} from '@designer/contract'
import { useEffect, useRef } from 'react'

/**
 * The page's side of the embedding protocol (docs/decisions/023; the other side is
 * public/embed.js): inside another site's frame it tells the site around it what happens
 * (`ready`, `change`, `quote-requested`) and takes its commands (`setSelections`, `getState`).
 * Only the origins the studio allowed can frame the page at all (frame-ancestors), and only
 * messages from the parent window, tagged with the protocol, are read.
 */

export function isEmbedded(): boolean {
  try {
    return window.parent !== window
  } catch {
    return true
  }
}

/** Where the page around ours is: what our messages are addressed to. */
function parentOrigin(): string {
  const ancestors = window.location.ancestorOrigins
  if (ancestors?.length) return ancestors[0]!
  try {
    if (document.referrer) return new URL(document.referrer).origin
  } catch {
    // An unreadable referrer: fall through.
  }
  // Nothing tells: the messages say nothing secret (choices and a price), and only allowed
  // origins could frame the page.
  return '*'
}

export type EmbedState = { selections: Selections; price: Money }

export type EmbedChannel = { post: (event: EmbedEvent) => void; dispose: () => void }

export function openEmbedChannel(handlers: {
  setSelections: (selections: unknown) => void
  state: () => EmbedState
}): EmbedChannel | null {
  if (!isEmbedded()) return null
  let target = parentOrigin()
  const post = (event: EmbedEvent) =>
    window.parent.postMessage(
      { protocol: EMBED_PROTOCOL, version: EMBED_PROTOCOL_VERSION, ...event },
      target,
    )
  const onMessage = (event: MessageEvent) => {
    if (event.source !== window.parent) return
    const data = event.data as { protocol?: unknown; type?: unknown; selections?: unknown }
    if (typeof data !== 'object' || data === null || data.protocol !== EMBED_PROTOCOL) return
    // A message from the parent says for certain where it is.
    if (event.origin && event.origin !== 'null') target = event.origin
    if (data.type === 'setSelections') handlers.setSelections(data.selections)
    else if (data.type === 'getState') post({ type: 'state', ...handlers.state() })
  }
  window.addEventListener('message', onMessage)
  return { post, dispose: () => window.removeEventListener('message', onMessage) }
}

/**
 * Speaks the protocol for a loaded configurator: `ready` once, `change` after every change of
 * the choices or the price (not for the first evaluation), commands answered from the latest
 * state. Answers a function that announces a quote request.
 */
export function useEmbedding({
  configuratorId,
  version,
  state,
  setSelections,
}: {
  configuratorId: string
  version: number
  state: EmbedState
  setSelections: (selections: unknown) => void
}) {
  const latest = useRef({ state, setSelections })
  latest.current = { state, setSelections }
  const channel = useRef<EmbedChannel | null>(null)

  useEffect(() => {
    const opened = openEmbedChannel({
      setSelections: (s) => latest.current.setSelections(s),
      state: () => latest.current.state,
    })
    channel.current = opened
    opened?.post({ type: 'ready', configuratorId, version })
    return () => {
      opened?.dispose()
      channel.current = null
    }
  }, [configuratorId, version])

  // What was last said, so that only a real change is announced (and not the first state).
  const said = useRef<string | null>(null)
  const { selections, price } = state
  useEffect(() => {
    const now = JSON.stringify([selections, price])
    if (said.current !== null && said.current !== now) {
      channel.current?.post({ type: 'change', selections, price })
    }
    said.current = now
  }, [selections, price])

  return (quoteId: string) => channel.current?.post({ type: 'quote-requested', quoteId })
}
