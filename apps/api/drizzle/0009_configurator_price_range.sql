ALTER TABLE "configurator_versions" ADD COLUMN "price_min" integer;--> statement-breakpoint
ALTER TABLE "configurator_versions" ADD COLUMN "price_max" integer;--> statement-breakpoint
ALTER TABLE "configurator_versions" ADD COLUMN "currency" text;