-- Two saves at once could both pass the service's name check: any second recipe of a name key a user
-- already has is renamed "<name> (2)", "(3)"… (the oldest keeps its name) before the index is made unique.
UPDATE "recipes" AS "r"
SET "name" = left("r"."name", 95) || ' (' || "d"."n" || ')',
	"name_key" = left("r"."name_key", 95) || ' (' || "d"."n" || ')'
FROM (
	SELECT "id", row_number() OVER (PARTITION BY "user_id", "name_key" ORDER BY "created_at", "id") AS "n"
	FROM "recipes"
) AS "d"
WHERE "r"."id" = "d"."id" AND "d"."n" > 1;--> statement-breakpoint
DROP INDEX "recipes_user_name_key_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "recipes_user_name_key_idx" ON "recipes" USING btree ("user_id","name_key");
