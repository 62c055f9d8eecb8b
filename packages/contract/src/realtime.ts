import { z } from 'zod'
import type { AreaEventType } from './constants'
import { objectIdSchema } from './designs'
import type { OpsBatch } from './scene-ops'

/**
 * The realtime connection (`/v1/realtime`): a browser asks for a single-use ticket with its bearer
 * token and company, opens the socket with it, and then hears its company's changes, and in a
 * design, the design's operations and who else is there.
 */
export const REALTIME_PATH = '/v1/realtime'
/** How long a ticket may wait before the socket is opened with it. */
export const REALTIME_TICKET_TTL_SECONDS = 30
/** Close codes: the sign-in ended (ask for a new ticket after signing in) or the company is no longer open to the person. */
export const REALTIME_CLOSE = { sessionEnded: 4401, noAccess: 4403 } as const

export const realtimeTicketSchema = z.object({
  ticket: z.string(),
  expiresAt: z.iso.datetime(),
})
export type RealtimeTicket = z.infer<typeof realtimeTicketSchema>

const vector = z.tuple([z.number().finite(), z.number().finite(), z.number().finite()])
export const presenceCameraSchema = z.object({ position: vector, target: vector })
export type PresenceCamera = z.infer<typeof presenceCameraSchema>

/** What a client may say on the socket. */
export const realtimeClientMessageSchema = z.discriminatedUnion('type', [
  /** Opens a design: its operations and the people in it come to this socket. */
  z.object({ type: z.literal('join'), designId: z.uuid() }),
  z.object({ type: z.literal('leave') }),
  /** Where this person is in the design they joined. */
  z.object({
    type: z.literal('presence'),
    selection: z.array(objectIdSchema).max(200),
    camera: presenceCameraSchema.nullable(),
  }),
])
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>

/** A write somewhere in the company: `designs.updated`, `customers.created`… */
export type RealtimeEvent = {
  type: AreaEventType
  id: string
  /** The row's version after the write, where the area keeps one. */
  version?: number
  /** Who made the change; null for the system (webhooks, expiry). */
  actorId: string | null
}

export type PeerPresence = {
  connectionId: string
  user: { id: string; name: string }
  selection: string[]
  camera: PresenceCamera | null
}

/** What the server says on the socket. */
export type RealtimeServerMessage =
  | { type: 'hello'; connectionId: string; userId: string }
  /** A change in the company: `designs.updated`, `customers.created`… */
  | { type: 'event'; event: RealtimeEvent }
  /** The design this socket joined is now open to it; catch up from the log, then listen. */
  | { type: 'joined'; designId: string }
  | { type: 'ops'; designId: string; batch: OpsBatch }
  | ({ type: 'presence'; designId: string } & PeerPresence)
  | { type: 'presence.left'; designId: string; connectionId: string }
  | { type: 'error'; code: string; message: string }
