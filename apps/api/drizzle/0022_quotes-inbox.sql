-- The quotes inbox (docs/decisions/043-quotes-inbox.md): a `requested` status, each quote's
-- total kept for sorting by amount, and a quote's steps as rows of their own.
CREATE TABLE "quote_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer,
	"currency" text,
	"actor_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "status" SET DEFAULT 'requested';--> statement-breakpoint
-- The total as `quoteTotals` counts it: each line's quantity × unit price rounded as JavaScript's
-- Math.round does (half up: floor(x + 0.5)), less the discount, plus the tax when it is added.
ALTER TABLE "quotes" ADD COLUMN "total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "quotes" AS q SET "total" = s.subtotal + CASE
    WHEN q.tax_included THEN 0
    ELSE floor(s.subtotal::float8 * (q.tax_percent / 100::float8) + 0.5)::integer
  END
FROM (
  SELECT t.id, coalesce((
    SELECT sum(floor((l.value ->> 'quantity')::float8 * (l.value -> 'unitPrice' ->> 'amount')::float8 + 0.5))
    FROM jsonb_array_elements(t.lines) AS l
  ), 0)::integer - t.discount AS subtotal
  FROM "quotes" AS t
) AS s
WHERE s.id = q.id;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "total" DROP DEFAULT;--> statement-breakpoint
-- A quote nobody at the studio has edited or sent yet is a request still waiting.
UPDATE "quotes" SET "status" = 'requested' WHERE "status" = 'draft' AND "version" = 1 AND "sent_at" IS NULL;--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_events_quote_idx" ON "quote_events" USING btree ("quote_id","kind","at");--> statement-breakpoint
CREATE INDEX "quote_events_company_at_idx" ON "quote_events" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "quotes_company_status_idx" ON "quotes" USING btree ("company_id","status");--> statement-breakpoint
-- The steps the quotes already took, as far as their rows tell: each was asked for (at the price
-- the customer saw); the sent ones were sent (with their total now, which is the total sent unless
-- the quote was taken back to draft and edited since); an answered one was answered when it last
-- changed.
INSERT INTO "quote_events" ("company_id", "quote_id", "kind", "amount", "currency", "at")
SELECT "company_id", "id", 'requested', "price", "currency", "created_at" FROM "quotes";--> statement-breakpoint
INSERT INTO "quote_events" ("company_id", "quote_id", "kind", "amount", "currency", "at")
SELECT "company_id", "id", 'sent', "total", "currency", "sent_at" FROM "quotes" WHERE "sent_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "quote_events" ("company_id", "quote_id", "kind", "amount", "currency", "at")
SELECT "company_id", "id", "status",
  CASE WHEN "status" = 'expired' THEN NULL ELSE "total" END,
  CASE WHEN "status" = 'expired' THEN NULL ELSE "currency" END,
  "updated_at"
FROM "quotes" WHERE "status" IN ('accepted', 'declined', 'expired');
