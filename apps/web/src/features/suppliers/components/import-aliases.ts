import type { SupplierItemImportField } from '@designer/contract'

/** Other names people give these columns, in English, Spanish and French. */
export const SUPPLIER_ITEM_ALIASES: Record<SupplierItemImportField, string[]> = {
  supplier: ['supplier name', 'vendor', 'proveedor', 'fournisseur'],
  name: ['item', 'item name', 'product', 'article', 'nombre', 'nom', 'designation', 'artículo'],
  code: ['sku', 'reference', 'ref', 'item code', 'supplier code', 'código', 'référence'],
  unit: ['uom', 'unit of measure', 'unidad', 'unité'],
  materialType: ['material', 'type', 'category', 'tipo', 'tipo de material', 'type de matériau'],
  unitCost: [
    'cost',
    'price',
    'unit price',
    'coste',
    'coste unitario',
    'precio',
    'precio unitario',
    'coût',
    'coût unitaire',
    'prix',
    'prix unitaire',
  ],
  currency: ['moneda', 'divisa', 'devise'],
  stockLength: ['length', 'largo', 'longitud', 'longueur'],
  stockWidth: ['width', 'ancho', 'largeur'],
  stockThickness: ['thickness', 'espesor', 'grosor', 'épaisseur'],
  densityKgM3: ['density', 'densidad', 'densité'],
  wastePercent: ['waste', 'waste percent', 'merma', 'desperdicio', 'perte', 'chute'],
  minOrderQuantity: ['moq', 'minimum order', 'min order', 'pedido mínimo', 'commande minimum'],
  leadTimeDays: ['lead time', 'delivery time', 'plazo de entrega', 'délai', 'délai de livraison'],
  validFrom: ['valid from', 'from', 'válido desde', 'desde', 'valable du'],
  validUntil: ['valid until', 'valid to', 'until', 'válido hasta', 'hasta', 'valable jusqu’au'],
}
