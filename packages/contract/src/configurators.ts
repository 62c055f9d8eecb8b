import { z } from 'zod'
import { LOCALES } from './constants'
import {
  bindingSchema,
  colorSchema,
  configIdSchema,
  formulaSchema,
  objectIdSchema,
  sceneSchema,
} from './designs'
import { listQuerySchema, sortValues } from './lists'
import { moneySchema, nonNegativeMoneySchema } from './money'
import { designCostSchema } from './suppliers'
import { textInput } from './text'

/**
 * What a configurator is made of: steps of options bound to a design's objects, rules over the
 * choices, and how the price follows from them. The engine that runs it is plain TypeScript in
 * packages/configurator, the same in the browser and on the server.
 */

const name = (max: number) =>
  textInput()
    .trim()
    .min(1, { message: 'validation.required' })
    .max(max, { message: 'validation.tooLong' })
/**
 * An amount a definition holds (a surcharge: negative for a cheaper choice): in the company's
 * currency, or null for none. A definition is written before anyone knows the currency (a new
 * one, one sent without amounts), so "nothing" needs no currency; the engine counts null as 0,
 * and an amount in another currency than the company's is a problem that stops publishing.
 */
const definitionAmount = moneySchema.nullable().default(null)

const optionBase = {
  id: configIdSchema,
  name: name(80),
  description: textInput().trim().max(300).default(''),
}

export const choiceValueSchema = z.object({
  id: configIdSchema,
  name: name(80),
  /** Added to the price when chosen. */
  surcharge: definitionAmount,
})

export const optionSchema = z.discriminatedUnion('kind', [
  z.object({
    ...optionBase,
    kind: z.literal('dimension'),
    min: z.number().finite(),
    max: z.number().finite(),
    step: z.number().finite().positive(),
    default: z.number().finite(),
    bindings: z.array(bindingSchema).max(50).default([]),
  }),
  z.object({
    ...optionBase,
    kind: z.literal('material'),
    /** The objects that take the chosen value's colour and supplier item. */
    objectIds: z.array(objectIdSchema).max(200).default([]),
    values: z
      .array(
        choiceValueSchema.extend({
          color: colorSchema.nullable().default(null),
          supplierItemId: z.uuid().nullable().default(null),
        }),
      )
      .min(1)
      .max(50),
    default: configIdSchema,
  }),
  z.object({
    ...optionBase,
    kind: z.literal('part'),
    /** Shown when the part is chosen, hidden (and not costed) when not. */
    objectIds: z.array(objectIdSchema).max(200).default([]),
    default: z.boolean(),
    surcharge: definitionAmount,
  }),
  z.object({
    ...optionBase,
    kind: z.literal('component'),
    /** Component instances whose component the chosen value replaces. */
    objectIds: z.array(objectIdSchema).max(200).default([]),
    values: z
      .array(choiceValueSchema.extend({ designId: z.uuid() }))
      .min(1)
      .max(50),
    default: configIdSchema,
  }),
  z.object({
    ...optionBase,
    kind: z.literal('number'),
    min: z.number().finite(),
    max: z.number().finite(),
    step: z.number().finite().positive(),
    default: z.number().finite(),
  }),
  z.object({
    ...optionBase,
    kind: z.literal('text'),
    maxLength: z.number().int().min(1).max(500).default(100),
    default: textInput().max(500).default(''),
  }),
])
export type ConfigOption = z.infer<typeof optionSchema>
export type OptionKind = ConfigOption['kind']

export const stepSchema = z.object({
  id: configIdSchema,
  name: name(80),
  /** A saved view the camera moves to while this step is open. */
  viewId: z.uuid().nullable().default(null),
  options: z.array(optionSchema).max(50),
})
export type ConfigStep = z.infer<typeof stepSchema>

/** A choice as the engine holds it: a number, a value's id, on/off for a part, or text. */
export const selectionValueSchema = z.union([z.number().finite(), z.string().max(500), z.boolean()])
export type SelectionValue = z.infer<typeof selectionValueSchema>
export const selectionsSchema = z.record(configIdSchema, selectionValueSchema)
export type Selections = z.infer<typeof selectionsSchema>

export const COMPARISONS = ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'in'] as const
export type Comparison = (typeof COMPARISONS)[number]

export type Condition =
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition }
  | { option: string; op: Comparison; value: SelectionValue | SelectionValue[] }

export const conditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.union([
    z.object({ all: z.array(conditionSchema).max(20) }),
    z.object({ any: z.array(conditionSchema).max(20) }),
    z.object({ not: conditionSchema }),
    z.object({
      option: configIdSchema,
      op: z.enum(COMPARISONS),
      value: z.union([selectionValueSchema, z.array(selectionValueSchema).max(50)]),
    }),
  ]),
)

export const RULE_ACTIONS = [
  'hide',
  'show',
  'disable',
  'enable',
  'require',
  'set',
  'block',
  'warn',
] as const
export type RuleActionType = (typeof RULE_ACTIONS)[number]

export const ruleActionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.enum(['hide', 'show', 'disable', 'enable']),
    option: configIdSchema,
    /** A value of the option; the whole option when absent. */
    value: configIdSchema.optional(),
  }),
  z.object({ type: z.literal('require'), option: configIdSchema }),
  z.object({ type: z.literal('set'), option: configIdSchema, value: selectionValueSchema }),
  z.object({ type: z.enum(['block', 'warn']), message: name(200) }),
])
export type RuleAction = z.infer<typeof ruleActionSchema>

export const ruleSchema = z.object({
  id: configIdSchema,
  name: textInput().trim().max(120).default(''),
  when: conditionSchema,
  actions: z.array(ruleActionSchema).min(1).max(20),
})
export type Rule = z.infer<typeof ruleSchema>

/** How a price is rounded at the end: to the cent, to .90 or .99, or to a multiple of 5 or 10. */
export const PRICE_ROUNDINGS = ['none', '0.90', '0.99', '5', '10'] as const
export type PriceRounding = (typeof PRICE_ROUNDINGS)[number]

export const priceSetupSchema = z.object({
  /**
   * `list`: base + surcharges + formulas. `costPlus`: the configured design's cost × (1 +
   * markup) or ÷ (1 − margin), then surcharges and formulas on top.
   */
  mode: z.enum(['list', 'costPlus']).default('list'),
  base: nonNegativeMoneySchema.nullable().default(null),
  markupPercent: z.number().finite().min(0).max(10_000).nullable().default(null),
  marginPercent: z.number().finite().min(0).max(99.99).nullable().default(null),
  /** Amounts in major units from the dimension and number options (`(W - 1200) / 100 * 15`). */
  formulas: z
    .array(z.object({ id: configIdSchema, label: name(80), formula: formulaSchema }))
    .max(20)
    .default([]),
  rounding: z.enum(PRICE_ROUNDINGS).default('none'),
  /**
   * A number option that says how many are ordered (a quantity): the price above is for one,
   * and the total is that many times it.
   */
  quantityOption: configIdSchema.nullable().default(null),
  taxPercent: z.number().finite().min(0).max(100).default(0),
  /** Whether the price shown already includes the tax. */
  taxIncluded: z.boolean().default(true),
})
export type PriceSetup = z.infer<typeof priceSetupSchema>

/**
 * A studio's texts in its customers' languages (docs/decisions/038-studio-texts.md). The
 * definition's own texts are written in `language`; `translations` holds the others by key:
 * `name`, `description`, `quoteIntro`, `steps.<step>.name`, `options.<option>.name`,
 * `options.<option>.description`, `options.<option>.values.<value>.name`,
 * `rules.<rule>.actions.<index>.message` (a block or warn message). A text without a translation is shown in `language`.
 */
export const TEXT_KEY_PATTERN =
  /^(name|description|quoteIntro|steps\.\w+\.name|options\.\w+\.(name|description)|options\.\w+\.values\.\w+\.name|rules\.\w+\.actions\.\d+\.message)$/
export const translationsSchema = z
  .partialRecord(
    z.enum(LOCALES),
    z.record(z.string().regex(TEXT_KEY_PATTERN), textInput().trim().max(500), {
      // A refused key is reported at its path with our key, not zod's "Invalid key in record".
      error: (issue) => (issue.code === 'invalid_key' ? 'validation.textKey' : undefined),
    }),
  )
  .default({})
export type Translations = z.infer<typeof translationsSchema>

export const configuratorDefinitionSchema = z.object({
  steps: z.array(stepSchema).max(20),
  rules: z.array(ruleSchema).max(200).default([]),
  price: priceSetupSchema,
  /** The language the studio typed the texts below and in the steps in. */
  language: z.enum(LOCALES).default('en'),
  /** Shown under the name on the public page and in link previews. */
  description: textInput().trim().max(500).default(''),
  /** Shown at the top of the quote request form. */
  quoteIntro: textInput().trim().max(500).default(''),
  translations: translationsSchema,
})
export type ConfiguratorDefinition = z.infer<typeof configuratorDefinitionSchema>
export type ConfiguratorDefinitionInput = z.input<typeof configuratorDefinitionSchema>

// The area: a configurator with its draft and its published versions.

export const CONFIGURATOR_STATUSES = ['draft', 'published', 'archived'] as const
export type ConfiguratorStatus = (typeof CONFIGURATOR_STATUSES)[number]

/** A definition with nothing in it yet: where a new configurator starts. */
export const emptyDefinition = (): ConfiguratorDefinition =>
  configuratorDefinitionSchema.parse({ steps: [], price: {} })

export const configuratorCreateSchema = z.object({
  name: name(120),
  designId: z.uuid({ message: 'validation.required' }),
  definition: configuratorDefinitionSchema.optional(),
})
export type ConfiguratorCreate = z.input<typeof configuratorCreateSchema>

export const configuratorUpdateSchema = z.object({
  name: name(120),
  definition: configuratorDefinitionSchema,
  /** The draft version this edit was made on; another one answers 409 `conflict`. */
  version: z.number().int().min(1),
})
export type ConfiguratorUpdate = z.input<typeof configuratorUpdateSchema>

export const definitionProblemSchema = z.object({
  path: z.string(),
  code: z.string(),
  message: z.string(),
})
export type DefinitionProblemItem = z.infer<typeof definitionProblemSchema>

const configuratorBase = {
  id: z.uuid(),
  name: z.string(),
  designId: z.uuid(),
  designName: z.string(),
  thumbnailUrl: z.string().nullable(),
  status: z.enum(CONFIGURATOR_STATUSES),
  /** The draft's version: bumped by every save. */
  version: z.number().int(),
  /** The version customers see while published; null until the first publish. */
  publishedVersion: z.number().int().nullable(),
  publishedAt: z.iso.datetime().nullable(),
  /** The lowest and highest price the live version quotes (for one); null until published. */
  priceRange: z.object({ min: moneySchema, max: moneySchema }).nullable(),
  /** How many quotes its public page brought in, whatever their status. */
  quoteCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
}

export const configuratorSummarySchema = z.object(configuratorBase)
export type ConfiguratorSummary = z.infer<typeof configuratorSummarySchema>

export const configuratorSchema = z.object({
  ...configuratorBase,
  definition: configuratorDefinitionSchema,
  /** What would stop the draft from being published, each at its path. */
  problems: z.array(definitionProblemSchema),
  /** Whether the draft differs from the published version. */
  changed: z.boolean(),
})
export type Configurator = z.infer<typeof configuratorSchema>

export const CONFIGURATOR_SORTS = sortValues(['name', 'updated'])
export type ConfiguratorSort = (typeof CONFIGURATOR_SORTS)[number]
export const configuratorListQuerySchema = listQuerySchema(CONFIGURATOR_SORTS, '-updated').extend({
  status: z.enum(CONFIGURATOR_STATUSES).optional(),
})
export type ConfiguratorListQuery = z.input<typeof configuratorListQuerySchema>

export const configuratorVersionSchema = z.object({
  version: z.number().int(),
  designVersion: z.number().int(),
  publishedAt: z.iso.datetime(),
  publishedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
})
export type ConfiguratorVersion = z.infer<typeof configuratorVersionSchema>

export const configuratorVersionDetailSchema = configuratorVersionSchema
  .omit({ publishedBy: true })
  .extend({ definition: configuratorDefinitionSchema })
export type ConfiguratorVersionDetail = z.infer<typeof configuratorVersionDetailSchema>

export const evaluateInputSchema = z.object({
  selections: selectionsSchema.default({}),
  /** The draft (the editor's test panel) or the published version (what customers get). */
  source: z.enum(['draft', 'published']).default('draft'),
})
export type EvaluateInput = z.input<typeof evaluateInputSchema>

const optionStateSchema = z.object({
  visible: z.boolean(),
  enabled: z.boolean(),
  required: z.boolean(),
  values: z.record(z.string(), z.object({ visible: z.boolean(), enabled: z.boolean() })),
})
const ruleMessageSchema = z.object({ ruleId: z.string(), message: z.string() })

export const evaluationSchema = z.object({
  version: z.number().int().nullable(),
  selections: selectionsSchema,
  options: z.record(z.string(), optionStateSchema),
  blocks: z.array(ruleMessageSchema),
  warnings: z.array(ruleMessageSchema),
  missing: z.array(z.string()),
  scene: sceneSchema,
  bindingErrors: z.array(
    z.object({
      optionId: z.string(),
      objectId: z.string(),
      target: z.string(),
      message: z.string(),
    }),
  ),
  /** In the company's currency, every amount of it. */
  price: z.object({
    lines: z.array(
      z.object({
        kind: z.enum(['base', 'cost', 'surcharge', 'formula']),
        id: z.string(),
        label: z.string(),
        amount: moneySchema,
      }),
    ),
    subtotal: moneySchema,
    rounded: moneySchema,
    /** How many are ordered (the quantity option's value; 1 without one). */
    quantity: z.number().int(),
    /** What one costs, tax as `taxIncluded` says. */
    unitTotal: moneySchema,
    tax: moneySchema,
    total: moneySchema,
    taxIncluded: z.boolean(),
    cost: moneySchema.nullable(),
    margin: z.number().nullable(),
  }),
  /** For the company only: the configured design's bill of materials. */
  bom: designCostSchema,
})
export type EvaluationResult = z.infer<typeof evaluationSchema>
