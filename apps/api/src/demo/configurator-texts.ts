import type { ConfiguratorDefinitionInput } from '@designer/contract'

/**
 * The dining table configurator's texts beyond its steps: a description, the quote form's
 * intro, and every text in Spanish and French (docs/decisions/038-studio-texts.md). The studio
 * writes in English; the demo test checks that no text is left untranslated.
 */
export const DINING_TABLE_TEXTS = {
  language: 'en',
  description:
    'A solid wood dining table, made to measure in our Valencia workshop: choose its size, its wood and its legs.',
  quoteIntro:
    'Tell us how to reach you: we answer within two working days with a firm price and a delivery date.',
  translations: {
    es: {
      name: 'Mesa de comedor',
      description:
        'Una mesa de comedor de madera maciza, hecha a medida en nuestro taller de Valencia: elige sus medidas, su madera y sus patas.',
      quoteIntro:
        'Dinos cómo contactarte: te respondemos en dos días laborables con un precio cerrado y una fecha de entrega.',
      'steps.size.name': 'Medidas',
      'options.W.name': 'Largo',
      'options.W.description': 'De extremo a extremo, en milímetros, sin el tablero extensible.',
      'options.D.name': 'Ancho',
      'options.D.description': 'De lado a lado, en milímetros.',
      'steps.finish.name': 'Acabado',
      'options.wood.name': 'Madera',
      'options.wood.values.oak.name': 'Roble',
      'options.wood.values.walnut.name': 'Nogal',
      'options.wood.values.ash.name': 'Fresno',
      'options.legStyle.name': 'Patas',
      'options.legStyle.values.oak.name': 'Roble',
      'options.legStyle.values.steel.name': 'Acero negro',
      'steps.extras.name': 'Extras',
      'options.leaf.name': 'Tablero extensible',
      'options.leaf.description': 'Añade 500 mm en un extremo.',
      'options.quantity.name': 'Cantidad',
      'rules.twoParts.actions.0.message': 'Las mesas de más de 2,2 m se entregan en dos piezas',
    },
    fr: {
      name: 'Table à manger',
      description:
        'Une table à manger en bois massif, fabriquée sur mesure dans notre atelier de Valence : choisissez ses dimensions, son bois et ses pieds.',
      quoteIntro:
        'Dites-nous comment vous joindre : nous vous répondons sous deux jours ouvrés avec un prix ferme et une date de livraison.',
      'steps.size.name': 'Dimensions',
      'options.W.name': 'Longueur',
      'options.W.description': 'D’un bout à l’autre, en millimètres, sans la rallonge.',
      'options.D.name': 'Largeur',
      'options.D.description': 'D’un côté à l’autre, en millimètres.',
      'steps.finish.name': 'Finition',
      'options.wood.name': 'Bois',
      'options.wood.values.oak.name': 'Chêne',
      'options.wood.values.walnut.name': 'Noyer',
      'options.wood.values.ash.name': 'Frêne',
      'options.legStyle.name': 'Pieds',
      'options.legStyle.values.oak.name': 'Chêne',
      'options.legStyle.values.steel.name': 'Acier noir',
      'steps.extras.name': 'Compléments',
      'options.leaf.name': 'Rallonge',
      'options.leaf.description': 'Ajoute 500 mm à une extrémité.',
      'options.quantity.name': 'Quantité',
      'rules.twoParts.actions.0.message':
        'Les tables de plus de 2,2 m sont livrées en deux parties',
    },
  },
} satisfies Pick<
  ConfiguratorDefinitionInput,
  'language' | 'description' | 'quoteIntro' | 'translations'
>
