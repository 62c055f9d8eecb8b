CREATE TABLE "supplier_item_textures" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"key" text NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_items" ADD COLUMN "appearance" jsonb;--> statement-breakpoint
ALTER TABLE "supplier_items" ADD COLUMN "texture" jsonb;--> statement-breakpoint
ALTER TABLE "supplier_item_textures" ADD CONSTRAINT "supplier_item_textures_item_id_supplier_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."supplier_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_item_textures" ADD CONSTRAINT "supplier_item_textures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;