-- Studio texts in the visitors' languages (docs/decisions/038-studio-texts.md): every stored
-- definition (drafts and published versions) gains its language, description, quote intro and
-- translations. `||` keeps a key the row already has on the right-hand side, so a row written in
-- the new shape keeps its texts.
UPDATE "configurators"
SET "draft" = '{"language":"en","description":"","quoteIntro":"","translations":{}}'::jsonb || "draft"
WHERE NOT ("draft" ? 'translations');
--> statement-breakpoint
UPDATE "configurator_versions"
SET "definition" = '{"language":"en","description":"","quoteIntro":"","translations":{}}'::jsonb || "definition"
WHERE NOT ("definition" ? 'translations');
