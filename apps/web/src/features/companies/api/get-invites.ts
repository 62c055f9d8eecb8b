import type { PendingInvite } from '@designer/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { inviteKeys } from '@/lib/queries/keys'
import { session } from '@/lib/session'

/**
 * The invitations waiting for the signed-in user. Every answer also goes to the session, whose
 * list the route guard reads (spec §4).
 */
export async function getInvites(): Promise<PendingInvite[]> {
  const invites = (await request<PendingInvite[]>('GET', '/invites')) ?? []
  session.setPendingInvites(invites)
  return invites
}

export const invitesKey = inviteKeys.mine

export const invitesQuery = queryOptions({ queryKey: invitesKey, queryFn: getInvites })

export const useInvites = () => useQuery(invitesQuery)
