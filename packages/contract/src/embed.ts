// No zod here: the public configurator page imports it (see currency.ts).

/**
 * The messages between an embedded configurator and the page around it (`window.postMessage`),
 * every one tagged with the protocol and its version so either side can ignore strangers.
 */
export const EMBED_PROTOCOL = 'designer-configurator'
export const EMBED_PROTOCOL_VERSION = 1
export type EmbedEvent =
  | { type: 'ready'; configuratorId: string; version: number }
  | {
      type: 'change'
      selections: Record<string, unknown>
      price: { amount: number; currency: string }
    }
  | { type: 'quote-requested'; quoteId: string }
  | {
      type: 'state'
      selections: Record<string, unknown>
      price: { amount: number; currency: string }
    }
export type EmbedCommand =
  | { type: 'setSelections'; selections: Record<string, unknown> }
  | { type: 'getState' }
