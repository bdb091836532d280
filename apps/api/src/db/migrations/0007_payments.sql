CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text NOT NULL,
	"event_type" text NOT NULL,
	"user_id" text NOT NULL,
	"source" text NOT NULL,
	"charged_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_order_type_key" UNIQUE("order_id","event_type")
);
--> statement-breakpoint
CREATE TABLE "unmatched_payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text NOT NULL,
	"event_type" text NOT NULL,
	"email" text,
	"external_id" text,
	"reason" text NOT NULL,
	"details" jsonb NOT NULL,
	"source" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unmatched_payment_events_order_type_key" UNIQUE("order_id","event_type")
);
--> statement-breakpoint
CREATE TABLE "user_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_history" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "payment_history" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_events" ADD CONSTRAINT "user_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_user_idx" ON "payment_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_events_user_id_idx" ON "user_events" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "payment_history" ADD CONSTRAINT "payment_history_order_id_unique" UNIQUE("order_id");