CREATE TABLE "configurator_stats" (
	"configurator_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"interactions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "configurator_stats_configurator_id_day_pk" PRIMARY KEY("configurator_id","day")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"configurator_id" uuid,
	"configurator_name" text NOT NULL,
	"configurator_version" integer NOT NULL,
	"customer_id" uuid,
	"selections" jsonb NOT NULL,
	"configuration" jsonb NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"tax_percent" double precision NOT NULL,
	"tax_included" boolean NOT NULL,
	"valid_until" date,
	"notes" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"image_url" text,
	"event_id" uuid,
	"embedded" boolean DEFAULT false NOT NULL,
	"sent_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "booked_slot" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "configurators" ADD COLUMN "allowed_origins" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "configurator_stats" ADD CONSTRAINT "configurator_stats_configurator_id_configurators_id_fk" FOREIGN KEY ("configurator_id") REFERENCES "public"."configurators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_stats" ADD CONSTRAINT "configurator_stats_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_configurator_id_configurators_id_fk" FOREIGN KEY ("configurator_id") REFERENCES "public"."configurators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_company_number_idx" ON "quotes" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "quotes_company_created_idx" ON "quotes" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_customer_idx" ON "quotes" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "quotes_configurator_idx" ON "quotes" USING btree ("configurator_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_events_booked_slot_idx" ON "calendar_events" USING btree ("company_id","booked_slot") WHERE "calendar_events"."booked_slot" is not null and "calendar_events"."status" <> 'cancelled';