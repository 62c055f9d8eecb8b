import { type ConfigStep, stepSchema } from '@designer/contract'
import { render, screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { changeLocale } from '@/lib/i18n'
import { StepOptions } from './option-controls'

afterEach(() => changeLocale('en'))

const engraving: ConfigStep = stepSchema.parse({
  id: 'finish',
  name: 'Finish',
  options: [{ kind: 'text', id: 'engraving', name: 'Engraving', maxLength: 40 }],
})

// The count under a text field: English and Spanish agree with the most allowed, French with
// what was typed (and counts 0 as it counts 1).
test.each([
  { locale: 'en', typed: 'A', count: '1 of 40 characters' },
  { locale: 'en', typed: 'Ab', count: '2 of 40 characters' },
  { locale: 'es', typed: 'A', count: '1 de 40 caracteres' },
  { locale: 'fr', typed: '', count: '0 caractère sur 40' },
  { locale: 'fr', typed: 'A', count: '1 caractère sur 40' },
  { locale: 'fr', typed: 'Ab', count: '2 caractères sur 40' },
] as const)('a text option counts its characters: $count', async ({ locale, typed, count }) => {
  await changeLocale(locale)
  render(
    <StepOptions
      step={engraving}
      selections={{ engraving: typed }}
      states={{}}
      onChange={() => {}}
    />,
  )
  expect(screen.getByText(count)).toBeInTheDocument()
})

const finish: ConfigStep = stepSchema.parse({
  id: 'finish',
  name: 'Finish',
  options: [
    {
      kind: 'material',
      id: 'wood',
      name: 'Wood',
      default: 'oak',
      values: [
        { id: 'oak', name: 'Oak', color: '#c8a165' },
        {
          id: 'walnut',
          name: 'Walnut',
          color: '#6e4329',
          supplierItemId: '00000000-0000-4000-8000-0000000000c1',
        },
        {
          id: 'ash',
          name: 'Ash',
          color: '#d9c9a3',
          supplierItemId: '00000000-0000-4000-8000-0000000000c2',
        },
      ],
    },
    {
      kind: 'component',
      id: 'legs',
      name: 'Legs',
      default: 'trestle',
      values: [
        { id: 'trestle', name: 'Trestle', designId: '00000000-0000-4000-8000-0000000000b1' },
        { id: 'steel', name: 'Steel', designId: '00000000-0000-4000-8000-0000000000b2' },
      ],
    },
    { kind: 'part', id: 'leaf', name: 'Extension leaf', default: false },
  ],
})

test('choices are radio groups named by their option, each value named with its price difference', () => {
  render(
    <StepOptions
      step={finish}
      selections={{ wood: 'oak', legs: 'trestle', leaf: false }}
      states={{}}
      onChange={() => {}}
      looks={{
        materials: {
          '00000000-0000-4000-8000-0000000000c1': {
            color: '#5a3825',
            roughness: 0.6,
            metalness: 0,
            texture: { url: '/v1/textures/c1/grain.jpg', widthMm: 600, heightMm: 300 },
          },
        },
        componentPictures: { '00000000-0000-4000-8000-0000000000b1': '/v1/thumbnails/b1/k.png' },
      }}
      differences={{
        wood: { oak: 'Included', walnut: '+€120', ash: '−€40' },
        leaf: { on: '+€90' },
      }}
    />,
  )
  const wood = screen.getByRole('radiogroup', { name: 'Wood' })
  expect(within(wood).getByRole('radio', { name: 'Walnut +€120' })).not.toBeChecked()
  expect(within(wood).getByRole('radio', { name: 'Oak Included' })).toBeChecked()
  expect(within(wood).getByRole('radio', { name: 'Ash −€40' })).toBeInTheDocument()
  // Options that cost the same name their values alone.
  const legs = screen.getByRole('radiogroup', { name: 'Legs' })
  expect(within(legs).getByRole('radio', { name: 'Steel' })).toBeInTheDocument()
  expect(legs.querySelector('img')?.getAttribute('src')).toBe('/v1/thumbnails/b1/k.png')
  // The part: a switch, its difference read with it.
  const leaf = screen.getByRole('switch', { name: 'Extension leaf' })
  expect(leaf).toHaveAccessibleDescription('+€90')
  // Swatches: the material's texture tinted by its colour (as the 3D view draws it), else its
  // colour, else the value's own colour.
  const swatches = screen.getAllByTestId('swatch')
  expect(swatches[0]!.style.backgroundColor).toBe('rgb(200, 161, 101)')
  expect(swatches[1]!.style.backgroundImage).toContain('/v1/textures/c1/grain.jpg')
  expect(swatches[1]!.style.backgroundSize).toMatch(/, 400(\.0)?% 200(\.0)?%$/)
  expect(swatches[1]!.style.backgroundBlendMode).toMatch(/multiply$/)
  expect(swatches[2]!.style.backgroundColor).toBe('rgb(217, 201, 163)')
})

test('the studio’s test panel, given no differences, shows the surcharges typed', () => {
  const priced = stepSchema.parse({
    ...finish,
    options: [
      {
        ...finish.options[0],
        values: [
          { id: 'oak', name: 'Oak', color: '#c8a165' },
          { id: 'walnut', name: 'Walnut', surcharge: { amount: 25_000, currency: 'EUR' } },
        ],
      },
    ],
  })
  render(<StepOptions step={priced} selections={{ wood: 'oak' }} states={{}} onChange={() => {}} />)
  expect(screen.getByRole('radio', { name: 'Walnut +€250.00' })).toBeInTheDocument()
  expect(screen.getByRole('radio', { name: 'Oak' })).toBeChecked()
})
