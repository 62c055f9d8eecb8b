-- Money as { amount, currency } in the stored JSON (docs/decisions/030-money-shape.md).
-- Quote lines: a bare unit price becomes Money in the quote's own currency. Configurator
-- definitions (drafts and published versions): the base price and the surcharges become Money
-- in the company's currency, or null where they were 0 (null is "none" now). Values already in
-- the new shape are left as they are, so the statements may safely meet new rows.
-- Plain SQL functions, dropped at the end, so it runs the same on PGlite and PostgreSQL.
CREATE FUNCTION "money_0014"(amount jsonb, currency text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN jsonb_typeof(amount) = 'number' AND amount = '0'::jsonb THEN 'null'::jsonb
    WHEN jsonb_typeof(amount) = 'number' THEN jsonb_build_object('amount', amount, 'currency', currency)
    ELSE amount
  END
$$;
--> statement-breakpoint
CREATE FUNCTION "surcharge_0014"(item jsonb, currency text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN item -> 'surcharge' IS NOT NULL
      THEN jsonb_set(item, '{surcharge}', "money_0014"(item -> 'surcharge', currency))
    ELSE item
  END
$$;
--> statement-breakpoint
CREATE FUNCTION "option_0014"(option jsonb, currency text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN jsonb_typeof(option -> 'values') = 'array' THEN jsonb_set(
      "surcharge_0014"(option, currency),
      '{values}',
      (
        SELECT coalesce(jsonb_agg("surcharge_0014"(v.value, currency) ORDER BY v.ordinality), '[]'::jsonb)
        FROM jsonb_array_elements(option -> 'values') WITH ORDINALITY AS v
      )
    )
    ELSE "surcharge_0014"(option, currency)
  END
$$;
--> statement-breakpoint
CREATE FUNCTION "definition_0014"(definition jsonb, currency text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  WITH priced AS (
    SELECT CASE
      WHEN definition -> 'price' -> 'base' IS NOT NULL
        THEN jsonb_set(definition, '{price,base}', "money_0014"(definition -> 'price' -> 'base', currency))
      ELSE definition
    END AS d
  )
  SELECT CASE
    WHEN jsonb_typeof(d -> 'steps') = 'array' THEN jsonb_set(
      d,
      '{steps}',
      (
        SELECT coalesce(jsonb_agg(
          CASE
            WHEN jsonb_typeof(s.value -> 'options') = 'array' THEN jsonb_set(
              s.value,
              '{options}',
              (
                SELECT coalesce(jsonb_agg("option_0014"(o.value, currency) ORDER BY o.ordinality), '[]'::jsonb)
                FROM jsonb_array_elements(s.value -> 'options') WITH ORDINALITY AS o
              )
            )
            ELSE s.value
          END
          ORDER BY s.ordinality
        ), '[]'::jsonb)
        FROM jsonb_array_elements(d -> 'steps') WITH ORDINALITY AS s
      )
    )
    ELSE d
  END
  FROM priced
$$;
--> statement-breakpoint
UPDATE "quotes" SET "lines" = (
  SELECT coalesce(jsonb_agg(
    CASE
      WHEN jsonb_typeof(l.value -> 'unitPrice') = 'number' THEN jsonb_set(
        l.value,
        '{unitPrice}',
        jsonb_build_object('amount', l.value -> 'unitPrice', 'currency', "quotes"."currency")
      )
      ELSE l.value
    END
    ORDER BY l.ordinality
  ), '[]'::jsonb)
  FROM jsonb_array_elements("quotes"."lines") WITH ORDINALITY AS l
)
WHERE jsonb_typeof("lines") = 'array';
--> statement-breakpoint
UPDATE "configurators" SET "draft" = "definition_0014"("configurators"."draft", "companies"."currency")
FROM "companies"
WHERE "companies"."id" = "configurators"."company_id";
--> statement-breakpoint
UPDATE "configurator_versions" SET "definition" = "definition_0014"("configurator_versions"."definition", "companies"."currency")
FROM "companies"
WHERE "companies"."id" = "configurator_versions"."company_id";
--> statement-breakpoint
DROP FUNCTION "definition_0014"(jsonb, text);
--> statement-breakpoint
DROP FUNCTION "option_0014"(jsonb, text);
--> statement-breakpoint
DROP FUNCTION "surcharge_0014"(jsonb, text);
--> statement-breakpoint
DROP FUNCTION "money_0014"(jsonb, text);
