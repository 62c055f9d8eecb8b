import {
  type ConfiguratorDefinition,
  type ConfiguratorDefinitionInput,
  configuratorDefinitionSchema,
  type Money,
} from '@designer/contract'
import { box, place, scene } from './scene-fixtures'

/**
 * A dining table as a configurator, for the engine's tests and the API's evaluate tests: the
 * same fixtures must give the same answers on both sides. Not used by the product.
 */
export const TRESTLE = '00000000-0000-4000-8000-0000000000b1'
export const FOUR_LEGS = '00000000-0000-4000-8000-0000000000b2'
export const WALNUT_ITEM = '00000000-0000-4000-8000-0000000000c1'

/** The fixtures' studio works in euros. */
export const eur = (amount: number): Money => ({ amount, currency: 'EUR' })

/** A top 1800 × 30 × 900 at 735 mm, four legs 50 mm in from its corners, a leaf, a base. */
export const tableScene = () =>
  scene([
    box('top', [1800, 30, 900], { position: [0, 735, 0] }),
    box('leg1', [50, 720, 50], { position: [-850, 360, -400] }),
    box('leg2', [50, 720, 50], { position: [850, 360, -400] }),
    box('leg3', [50, 720, 50], { position: [-850, 360, 400] }),
    box('leg4', [50, 720, 50], { position: [850, 360, 400] }),
    box('leaf', [500, 30, 900], { position: [1150, 735, 0] }),
    place('base', TRESTLE),
  ])

const legs = ['leg1', 'leg2', 'leg3', 'leg4']

export const tableDefinitionInput = (): ConfiguratorDefinitionInput => ({
  steps: [
    {
      id: 'size',
      name: 'Size',
      options: [
        {
          kind: 'dimension',
          id: 'W',
          name: 'Width',
          min: 1200,
          max: 2400,
          step: 100,
          default: 1800,
          bindings: [
            { objectId: 'top', target: 'params.width', formula: 'W' },
            { objectId: 'leg1', target: 'position.x', formula: '-(W / 2 - 50)' },
            { objectId: 'leg2', target: 'position.x', formula: 'W / 2 - 50' },
            { objectId: 'leg3', target: 'position.x', formula: '-(W / 2 - 50)' },
            { objectId: 'leg4', target: 'position.x', formula: 'W / 2 - 50' },
            { objectId: 'leaf', target: 'position.x', formula: 'W / 2 + 250' },
          ],
        },
        {
          kind: 'dimension',
          id: 'D',
          name: 'Depth',
          min: 800,
          max: 1000,
          step: 50,
          default: 900,
          bindings: [
            { objectId: 'top', target: 'params.depth', formula: 'D' },
            { objectId: 'leaf', target: 'params.depth', formula: 'D' },
            { objectId: 'leg1', target: 'position.z', formula: '-(D / 2 - 50)' },
            { objectId: 'leg2', target: 'position.z', formula: '-(D / 2 - 50)' },
            { objectId: 'leg3', target: 'position.z', formula: 'D / 2 - 50' },
            { objectId: 'leg4', target: 'position.z', formula: 'D / 2 - 50' },
          ],
        },
      ],
    },
    {
      id: 'finish',
      name: 'Finish',
      options: [
        {
          kind: 'material',
          id: 'wood',
          name: 'Wood',
          objectIds: ['top', 'leaf', ...legs],
          default: 'oak',
          values: [
            { id: 'oak', name: 'Oak', color: '#c8a165' },
            {
              id: 'walnut',
              name: 'Walnut',
              color: '#5d4037',
              supplierItemId: WALNUT_ITEM,
              surcharge: eur(25_000),
            },
            { id: 'ash', name: 'Ash', color: '#d9c9a3', surcharge: eur(5_000) },
          ],
        },
        {
          kind: 'component',
          id: 'legStyle',
          name: 'Base',
          objectIds: ['base'],
          default: 'trestle',
          values: [
            { id: 'trestle', name: 'Trestle', designId: TRESTLE },
            { id: 'fourLegs', name: 'Four legs', designId: FOUR_LEGS, surcharge: eur(10_000) },
          ],
        },
        {
          kind: 'part',
          id: 'leaf',
          name: 'Extension leaf',
          objectIds: ['leaf'],
          default: false,
          surcharge: eur(15_000),
        },
      ],
    },
    {
      id: 'order',
      name: 'Order',
      options: [
        { kind: 'number', id: 'quantity', name: 'Quantity', min: 1, max: 10, step: 1, default: 1 },
        { kind: 'text', id: 'reference', name: 'Your reference', maxLength: 40 },
      ],
    },
  ],
  rules: [
    {
      id: 'longNoAsh',
      when: { option: 'W', op: 'gt', value: 2000 },
      actions: [
        { type: 'hide', option: 'wood', value: 'ash' },
        { type: 'warn', message: 'Tables longer than 2 m ship in two parts' },
      ],
    },
    {
      id: 'longNoLeaf',
      when: { option: 'W', op: 'gte', value: 2200 },
      actions: [
        { type: 'set', option: 'leaf', value: false },
        { type: 'hide', option: 'leaf' },
      ],
    },
    {
      id: 'tradeReference',
      when: { option: 'quantity', op: 'gte', value: 5 },
      actions: [{ type: 'require', option: 'reference' }],
    },
    {
      id: 'longAndNarrow',
      when: {
        all: [
          { option: 'W', op: 'gt', value: 2000 },
          { option: 'D', op: 'lt', value: 850 },
        ],
      },
      actions: [{ type: 'block', message: 'A table this long needs a depth of 850 mm or more' }],
    },
  ],
  price: {
    base: eur(80_000),
    formulas: [
      { id: 'size', label: 'Size', formula: '(W - 1200) / 100 * 40 + (D - 800) / 50 * 20' },
    ],
    taxPercent: 21,
    taxIncluded: true,
  },
})

export const tableDefinition = (): ConfiguratorDefinition =>
  configuratorDefinitionSchema.parse(tableDefinitionInput())
