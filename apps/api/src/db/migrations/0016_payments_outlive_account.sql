ALTER TABLE "payment_history" DROP CONSTRAINT "payment_history_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_history" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_history" ADD CONSTRAINT "payment_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;