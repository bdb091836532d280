CREATE TABLE "user_foods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ref" integer GENERATED ALWAYS AS IDENTITY (sequence name "user_foods_ref_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"kind" text NOT NULL,
	"label_basis" text NOT NULL,
	"kcal" real NOT NULL,
	"carbs_g" real NOT NULL,
	"protein_g" real NOT NULL,
	"fat_g" real NOT NULL,
	"fiber_g" real,
	"serving_label" text NOT NULL,
	"serving_grams" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_foods_ref_unique" UNIQUE("ref")
);
--> statement-breakpoint
ALTER TABLE "user_foods" ADD CONSTRAINT "user_foods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_foods_user_name_key_idx" ON "user_foods" USING btree ("user_id","name_key");--> statement-breakpoint
CREATE INDEX "user_foods_user_created_idx" ON "user_foods" USING btree ("user_id","created_at");