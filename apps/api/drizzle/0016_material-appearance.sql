ALTER TABLE "supplier_items" ADD COLUMN "appearance" jsonb;--> statement-breakpoint
ALTER TABLE "supplier_items" ADD COLUMN "texture" jsonb;