import { DEFAULT_SCENE, type Scene, type SceneObject } from '@designer/contract'
import { count, eq } from 'drizzle-orm'
import { hashPassword, verifyPassword } from '../lib/passwords'
import type { Database } from './client'
import { companies, designs, memberships, users } from './schema/index'

export const DEMO_EMAIL = 'demo@designer.local'

const oak = '#c8a165'
const walnut = '#6e4329'
const steel = '#8a9099'
const base: Pick<SceneObject, 'rotation' | 'scale' | 'parentId' | 'visible'> = {
  rotation: [0, 0, 0],
  scale: [1, 1, 1],
  parentId: null,
  visible: true,
}

const box = (
  id: string,
  name: string,
  [x, y, z]: number[],
  [width, height, depth]: number[],
  color: string,
): SceneObject => ({
  ...base,
  id,
  name,
  type: 'box',
  position: [x!, y!, z!],
  params: { width: width!, height: height!, depth: depth! },
  color,
})
const place = (id: string, name: string, designId: string, [x, y, z]: number[]): SceneObject => ({
  ...base,
  id,
  name,
  type: 'component',
  position: [x!, y!, z!],
  params: { designId },
  color: '#ffffff',
})
const withObjects = (objects: SceneObject[]): Scene => ({ ...DEFAULT_SCENE, objects })

/**
 * A new embedded database gets a demo company with a few designs, so a first visitor sees the
 * product alive: a dining table built from a top and four leg components, a bookshelf and a
 * stool. Answers true when it seeded.
 */
export async function seedDemo(
  db: Database,
  options: { password: string; now: Date; trialDays: number },
) {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(users)
  if (n > 0) return false
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        name: 'Demo Designer',
        email: DEMO_EMAIL,
        passwordHash: await hashPassword(options.password),
        emailVerified: true,
      })
      .returning()
    const [company] = await tx
      .insert(companies)
      .values({
        name: 'Demo Studio',
        currency: 'EUR',
        country: 'ES',
        city: 'Valencia',
        trialEndsAt: new Date(options.now.getTime() + options.trialDays * 86_400_000),
      })
      .returning()
    await tx.insert(memberships).values({ companyId: company!.id, userId: user!.id, role: 'owner' })
    const add = async (
      name: string,
      type: 'design' | 'component',
      description: string,
      scene: Scene,
    ) => {
      const componentIds = [
        ...new Set(
          scene.objects.flatMap((o) => (o.type === 'component' ? [o.params.designId] : [])),
        ),
      ]
      const [row] = await tx
        .insert(designs)
        .values({
          companyId: company!.id,
          name,
          type,
          description,
          scene,
          componentIds,
          objectCount: scene.objects.length,
          createdBy: user!.id,
          updatedBy: user!.id,
        })
        .returning({ id: designs.id })
      return row!.id
    }

    const leg = await add(
      'Table leg',
      'component',
      'Solid oak leg, 60 × 60 mm, 720 mm tall.',
      withObjects([box('leg', 'Leg', [0, 360, 0], [60, 720, 60], oak)]),
    )
    const top = await add(
      'Table top',
      'component',
      'Oak top with a 40 mm edge.',
      withObjects([box('top', 'Top', [0, 20, 0], [1800, 40, 900], oak)]),
    )
    const shelfSide = await add(
      'Shelf side',
      'component',
      'Walnut side panel for shelving.',
      withObjects([box('side', 'Side', [0, 900, 0], [18, 1800, 300], walnut)]),
    )
    await add(
      'Dining table',
      'design',
      'A six-seat dining table made of one top and four leg components.',
      withObjects([
        place('top', 'Top', top, [0, 720, 0]),
        place('leg-1', 'Leg front left', leg, [-840, 0, 390]),
        place('leg-2', 'Leg front right', leg, [840, 0, 390]),
        place('leg-3', 'Leg back left', leg, [-840, 0, -390]),
        place('leg-4', 'Leg back right', leg, [840, 0, -390]),
      ]),
    )
    await add(
      'Bookshelf',
      'design',
      'Five shelves between two walnut sides.',
      withObjects([
        place('left', 'Left side', shelfSide, [-491, 0, 0]),
        place('right', 'Right side', shelfSide, [491, 0, 0]),
        ...[0, 1, 2, 3, 4].map((i) =>
          box(`shelf-${i + 1}`, `Shelf ${i + 1}`, [0, 9 + i * 445, 0], [964, 18, 300], walnut),
        ),
      ]),
    )
    await add(
      'Bar stool',
      'design',
      'Round seat on a steel column.',
      withObjects([
        {
          ...base,
          id: 'seat',
          name: 'Seat',
          type: 'cylinder',
          position: [0, 740, 0],
          params: { radius: 190, height: 40, segments: 48 },
          color: oak,
        },
        {
          ...base,
          id: 'column',
          name: 'Column',
          type: 'cylinder',
          position: [0, 370, 0],
          params: { radius: 25, height: 700, segments: 24 },
          color: steel,
        },
        {
          ...base,
          id: 'foot',
          name: 'Foot',
          type: 'cylinder',
          position: [0, 10, 0],
          params: { radius: 220, height: 20, segments: 48 },
          color: steel,
        },
        {
          ...base,
          id: 'ring',
          name: 'Foot ring',
          type: 'torus',
          position: [0, 300, 0],
          rotation: [Math.PI / 2, 0, 0],
          params: { radius: 160, tube: 10, segments: 48 },
          color: steel,
        },
      ]),
    )
  })
  return true
}

/** Whether the demo account still signs in with the generated password (so the log may print it). */
export async function demoPasswordWorks(db: Database, password: string) {
  const [row] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, DEMO_EMAIL))
  return row?.hash ? verifyPassword(row.hash, password) : false
}
