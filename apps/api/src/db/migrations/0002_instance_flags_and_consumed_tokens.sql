CREATE TABLE "consumed_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instance_flags" (
	"name" text PRIMARY KEY NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- An instance that already has an admin has used its first-admin grant.
INSERT INTO "instance_flags" ("name") SELECT 'first_admin_granted' WHERE EXISTS (SELECT 1 FROM "admin_users");
