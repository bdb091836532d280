-- Two saves at once could both pass the service's name check: any second recipe of a name key a user
-- already has (the oldest keeps its name) is renamed with the start of its own id, "<name> (1a2b3c4d)",
-- which no other name of the user can already be, within the 100 characters a name may have; then the
-- index is made unique.
UPDATE "recipes" AS "r"
SET "name" = left("r"."name", 89) || ' (' || left("r"."id"::text, 8) || ')',
	"name_key" = left("r"."name_key", 89) || ' (' || left("r"."id"::text, 8) || ')'
FROM (
	SELECT "id", row_number() OVER (PARTITION BY "user_id", "name_key" ORDER BY "created_at", "id") AS "n"
	FROM "recipes"
) AS "d"
WHERE "r"."id" = "d"."id" AND "d"."n" > 1;--> statement-breakpoint
DROP INDEX "recipes_user_name_key_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "recipes_user_name_key_idx" ON "recipes" USING btree ("user_id","name_key");
