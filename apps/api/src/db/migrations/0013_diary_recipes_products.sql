CREATE TABLE "diary_slots" (
	"user_id" text NOT NULL,
	"slot" text NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"goal_calories" real,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diary_slots_user_id_slot_pk" PRIMARY KEY("user_id","slot")
);
--> statement-breakpoint
CREATE TABLE "favorite_meals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"slot" text NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ref" integer GENERATED ALWAYS AS IDENTITY (sequence name "recipes_ref_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"servings" real NOT NULL,
	"cooked_grams" real,
	"ingredients" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipes_ref_unique" UNIQUE("ref")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"barcode" text PRIMARY KEY NOT NULL,
	"ref" integer GENERATED ALWAYS AS IDENTITY (sequence name "products_ref_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"brand" text,
	"quantity" text,
	"basis" text NOT NULL,
	"nutrients" jsonb NOT NULL,
	"serving_grams" real,
	"nova" integer,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_ref_unique" UNIQUE("ref")
);
--> statement-breakpoint
ALTER TABLE "meal_consumption" ADD COLUMN "slot" text;--> statement-breakpoint
ALTER TABLE "meal_consumption" ADD COLUMN "local_date" date;--> statement-breakpoint
-- Meals saved before the diary: their slot is their meal type, their day the local day (profile time
-- zone, São Paulo without a profile) of the moment they were eaten, and every portion gets its item id.
UPDATE "meal_consumption" AS m SET
	"slot" = m."meal_type",
	"local_date" = (m."consumed_at" AT TIME ZONE coalesce(
		(SELECT p."timezone" FROM "profiles" AS p WHERE p."id" = m."user_id"), 'America/Sao_Paulo'))::date,
	"portions" = coalesce((
		SELECT jsonb_agg(item.value || jsonb_build_object('id', gen_random_uuid()) ORDER BY item.ordinality)
		FROM jsonb_array_elements(m."portions") WITH ORDINALITY AS item(value, ordinality)
	), '[]'::jsonb);--> statement-breakpoint
ALTER TABLE "meal_consumption" ALTER COLUMN "slot" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_consumption" ALTER COLUMN "local_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_consumption" ADD COLUMN "origin" text DEFAULT 'planner' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_foods" ADD COLUMN "barcode" text;--> statement-breakpoint
ALTER TABLE "diary_slots" ADD CONSTRAINT "diary_slots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_meals" ADD CONSTRAINT "favorite_meals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorite_meals_user_created_idx" ON "favorite_meals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "recipes_user_name_key_idx" ON "recipes" USING btree ("user_id","name_key");--> statement-breakpoint
CREATE INDEX "meal_consumption_user_local_date_idx" ON "meal_consumption" USING btree ("user_id","local_date");--> statement-breakpoint
CREATE INDEX "user_foods_user_barcode_idx" ON "user_foods" USING btree ("user_id","barcode");