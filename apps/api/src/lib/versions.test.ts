import { describe, expect, test } from 'vitest'
import { AppError } from './errors'
import { expectVersion, versionedWrite } from './versions'

const refusal = (thing: string, currentVersion: number) =>
  expect.objectContaining({
    statusCode: 409,
    code: 'conflict',
    message: `This ${thing} was changed elsewhere since you opened it`,
    details: { currentVersion },
  })

describe('versioned writes', () => {
  test('an edit made on the current version goes ahead; another is refused with the version now', () => {
    expect(() => expectVersion('quote', 3, 3)).not.toThrow()
    expect(() => expectVersion('quote', 4, 3)).toThrow(AppError)
    try {
      expectVersion('quote', 4, 3)
    } catch (err) {
      expect(err).toEqual(refusal('quote', 4))
    }
  })

  test('a write that touched the row answers what it wrote', async () => {
    let asked = false
    const written = await versionedWrite(
      'event',
      async () => [{ version: 5 }],
      () => {
        asked = true
        return 5
      },
    )
    expect(written).toEqual({ version: 5 })
    expect(asked).toBe(false)
  })

  test('a write another edit beat is refused with the version read afterwards', async () => {
    await expect(
      versionedWrite(
        'design',
        async () => [],
        async () => 7,
      ),
    ).rejects.toEqual(refusal('design', 7))
  })
})
