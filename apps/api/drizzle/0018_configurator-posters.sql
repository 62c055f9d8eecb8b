CREATE TABLE "configurator_posters" (
	"configurator_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"key" text NOT NULL,
	"jpeg" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "configurator_posters" ADD CONSTRAINT "configurator_posters_configurator_id_configurators_id_fk" FOREIGN KEY ("configurator_id") REFERENCES "public"."configurators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_posters" ADD CONSTRAINT "configurator_posters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;