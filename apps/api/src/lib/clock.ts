/** Time as the services see it; tests inject one they can move instead of sleeping. */
export type Clock = { now(): Date }
export const systemClock: Clock = { now: () => new Date() }
