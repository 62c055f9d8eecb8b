import {
  type BindingTarget,
  type ConfiguratorDefinition,
  configuratorCreateSchema,
  configuratorDefinitionSchema,
} from '@designer/contract'
import { DINING_TABLE_TEXTS } from './configurator-texts'
import { COLORS, type DemoDesigns } from './designs'
import type { DemoStudio } from './studio'
import type { DemoItems } from './suppliers'

/** The demo company is in Valencia: its configurator prices include Spain's standard VAT. */
const SPAIN_VAT_PERCENT = 21

/** A wood the table is offered in: its colour and the supplier item its top and leaf are cut from. */
type DemoWood = { id: string; name: string; color: string; supplierItemId: string }
/** A leg component the table's four legs may be. */
type DemoLeg = { id: string; name: string; designId: string }

/** What the dining table configurator is built on, as the rest of the demo made it. */
type DemoTable = {
  /**
   * The dining table design: a 1800 × 900 top (`top`) at 740 mm, four leg instances (`leg-1`
   * front left to `leg-4` back right) 60 mm in from its edges, a 500 mm leaf (`leaf`) at its end.
   */
  designId: string
  /** The first is the default: the wood the design is made of. */
  woods: [DemoWood, ...DemoWood[]]
  /** The leg components the legs may be, the design's own first. */
  legs: [DemoLeg, ...DemoLeg[]]
  /** The company's VAT rate, included in the prices shown. */
  taxPercent: number
}

const bind = (objectId: string, target: BindingTarget, formula: string) => ({
  objectId,
  target,
  formula,
})

/**
 * The demo dining table as a configurator: its length and width (the legs follow, 60 mm in
 * from the edges, and the leaf stays at the end), its wood and legs, an extension leaf and a
 * quantity; priced at cost plus a margin, from the supplier items the configured table uses;
 * its texts in English, Spanish and French.
 */
function diningTableDefinition(table: DemoTable): ConfiguratorDefinition {
  const legs = ['leg-1', 'leg-2', 'leg-3', 'leg-4']
  return configuratorDefinitionSchema.parse({
    ...DINING_TABLE_TEXTS,
    steps: [
      {
        id: 'size',
        name: 'Size',
        options: [
          {
            kind: 'dimension',
            id: 'W',
            name: 'Length',
            description: 'End to end, in millimetres, without the leaf.',
            min: 1600,
            max: 2400,
            step: 100,
            default: 1800,
            bindings: [
              bind('top', 'params.width', 'W'),
              bind('leg-1', 'position.x', '-(W / 2 - 60)'),
              bind('leg-2', 'position.x', 'W / 2 - 60'),
              bind('leg-3', 'position.x', '-(W / 2 - 60)'),
              bind('leg-4', 'position.x', 'W / 2 - 60'),
              bind('leaf', 'position.x', 'W / 2 + 250'),
            ],
          },
          {
            kind: 'dimension',
            id: 'D',
            name: 'Width',
            description: 'Side to side, in millimetres.',
            min: 800,
            max: 1000,
            step: 50,
            default: 900,
            bindings: [
              bind('top', 'params.depth', 'D'),
              bind('leaf', 'params.depth', 'D'),
              bind('leg-1', 'position.z', 'D / 2 - 60'),
              bind('leg-2', 'position.z', 'D / 2 - 60'),
              bind('leg-3', 'position.z', '-(D / 2 - 60)'),
              bind('leg-4', 'position.z', '-(D / 2 - 60)'),
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
            objectIds: ['top', 'leaf'],
            default: table.woods[0].id,
            values: table.woods,
          },
          {
            kind: 'component',
            id: 'legStyle',
            name: 'Leg style',
            objectIds: legs,
            default: table.legs[0].id,
            values: table.legs,
          },
        ],
      },
      {
        id: 'extras',
        name: 'Extras',
        options: [
          {
            kind: 'part',
            id: 'leaf',
            name: 'Extension leaf',
            description: 'Adds 500 mm at one end.',
            objectIds: ['leaf'],
            default: false,
          },
          {
            kind: 'number',
            id: 'quantity',
            name: 'Quantity',
            min: 1,
            max: 20,
            step: 1,
            default: 1,
          },
        ],
      },
    ],
    rules: [
      {
        id: 'leafUpTo2100',
        name: 'The leaf is for tables up to 2.1 m',
        when: { option: 'W', op: 'gte', value: 2200 },
        actions: [
          { type: 'set', option: 'leaf', value: false },
          { type: 'hide', option: 'leaf' },
        ],
      },
      {
        id: 'twoParts',
        name: 'Long tables are delivered in two parts',
        when: { option: 'W', op: 'gt', value: 2200 },
        actions: [{ type: 'warn', message: 'Tables longer than 2.2 m are delivered in two parts' }],
      },
    ],
    price: {
      mode: 'costPlus',
      marginPercent: 55,
      rounding: '10',
      quantityOption: 'quantity',
      taxPercent: table.taxPercent,
      taxIncluded: true,
    },
  })
}

/**
 * Makes the demo dining table a published configurator as the editor would (created, then
 * published: checked for problems, priced by the cost roll-up, its price range kept with the
 * version), offered in oak, walnut or ash with oak or steel legs. Answers its id.
 */
export async function seedConfigurator(
  { services, companyId, userId }: DemoStudio,
  designs: DemoDesigns,
  items: DemoItems,
) {
  const definition = diningTableDefinition({
    designId: designs.table,
    woods: [
      { id: 'oak', name: 'Oak', color: COLORS.oak, supplierItemId: items.oakBoard },
      { id: 'walnut', name: 'Walnut', color: COLORS.walnut, supplierItemId: items.walnutTop },
      { id: 'ash', name: 'Ash', color: COLORS.ash, supplierItemId: items.ashBoard },
    ],
    legs: [
      { id: 'oak', name: 'Oak', designId: designs.leg },
      { id: 'steel', name: 'Black steel', designId: designs.steelLeg },
    ],
    taxPercent: SPAIN_VAT_PERCENT,
  })
  const created = await services.configurators.create(
    companyId,
    userId,
    configuratorCreateSchema.parse({ name: 'Dining table', designId: designs.table, definition }),
  )
  await services.configurators.publish(companyId, userId, created.id)
  return created.id
}
