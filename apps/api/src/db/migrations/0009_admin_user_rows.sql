CREATE TABLE "admin_user_rows" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"full_name" text,
	"user_created_at" timestamp with time zone NOT NULL,
	"plan" text DEFAULT 'free' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"active_end" timestamp with time zone,
	"subscription_updated_at" timestamp with time zone,
	"last_payment_status" text,
	"last_payment_at" timestamp with time zone,
	"last_payment_amount" integer
);
--> statement-breakpoint
DROP INDEX "users_created_at_id_idx";--> statement-breakpoint
DROP INDEX "users_email_trgm_idx";--> statement-breakpoint
DROP INDEX "profiles_full_name_idx";--> statement-breakpoint
DROP INDEX "profiles_full_name_trgm_idx";--> statement-breakpoint
DROP INDEX "user_subscriptions_plan_idx";--> statement-breakpoint
DROP INDEX "user_subscriptions_status_end_idx";--> statement-breakpoint
DROP INDEX "user_subscriptions_end_idx";--> statement-breakpoint
DROP INDEX "user_subscriptions_updated_idx";--> statement-breakpoint
ALTER TABLE "admin_user_rows" ADD CONSTRAINT "admin_user_rows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_user_rows_email_idx" ON "admin_user_rows" USING btree ("email","user_id");--> statement-breakpoint
CREATE INDEX "admin_user_rows_created_idx" ON "admin_user_rows" USING btree ("user_created_at","user_id");--> statement-breakpoint
CREATE INDEX "admin_user_rows_plan_idx" ON "admin_user_rows" USING btree ("plan","user_id");--> statement-breakpoint
CREATE INDEX "admin_user_rows_status_idx" ON "admin_user_rows" USING btree ("status","user_id");--> statement-breakpoint
CREATE INDEX "admin_user_rows_name_asc_idx" ON "admin_user_rows" USING btree ("full_name","user_id");--> statement-breakpoint
CREATE INDEX "admin_user_rows_name_desc_idx" ON "admin_user_rows" USING btree ("full_name" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_user_rows_end_asc_idx" ON "admin_user_rows" USING btree ("current_period_end","user_id");--> statement-breakpoint
CREATE INDEX "admin_user_rows_end_desc_idx" ON "admin_user_rows" USING btree ("current_period_end" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_user_rows_active_end_asc_idx" ON "admin_user_rows" USING btree ("active_end","user_id");--> statement-breakpoint
CREATE INDEX "admin_user_rows_active_end_desc_idx" ON "admin_user_rows" USING btree ("active_end" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_user_rows_paid_asc_idx" ON "admin_user_rows" USING btree ("last_payment_at","user_id");--> statement-breakpoint
CREATE INDEX "admin_user_rows_paid_desc_idx" ON "admin_user_rows" USING btree ("last_payment_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_user_rows_amount_asc_idx" ON "admin_user_rows" USING btree ("last_payment_amount","user_id");--> statement-breakpoint
CREATE INDEX "admin_user_rows_amount_desc_idx" ON "admin_user_rows" USING btree ("last_payment_amount" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_user_rows_updated_asc_idx" ON "admin_user_rows" USING btree ("subscription_updated_at","user_id");--> statement-breakpoint
CREATE INDEX "admin_user_rows_updated_desc_idx" ON "admin_user_rows" USING btree ("subscription_updated_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_user_rows_email_trgm_idx" ON "admin_user_rows" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "admin_user_rows_name_trgm_idx" ON "admin_user_rows" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
-- admin_user_rows is kept by triggers in the same transaction as each write (decision 015).
CREATE OR REPLACE FUNCTION admin_user_rows_from_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admin_user_rows (user_id, email, user_created_at)
  VALUES (NEW.id, NEW.email, NEW.created_at)
  ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email, user_created_at = EXCLUDED.user_created_at;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER admin_user_rows_user AFTER INSERT OR UPDATE OF email, created_at ON users
  FOR EACH ROW EXECUTE FUNCTION admin_user_rows_from_user();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION admin_user_rows_from_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE admin_user_rows SET full_name = NEW.full_name WHERE user_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER admin_user_rows_profile AFTER INSERT OR UPDATE OF full_name ON profiles
  FOR EACH ROW EXECUTE FUNCTION admin_user_rows_from_profile();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION admin_user_rows_from_subscription() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE admin_user_rows SET plan = 'free', status = 'active', current_period_start = NULL,
      current_period_end = NULL, active_end = NULL, subscription_updated_at = NULL
    WHERE user_id = OLD.user_id;
  ELSE
    UPDATE admin_user_rows SET plan = NEW.plan, status = NEW.status,
      current_period_start = NEW.current_period_start, current_period_end = NEW.current_period_end,
      active_end = CASE WHEN NEW.status = 'active' THEN NEW.current_period_end END,
      subscription_updated_at = NEW.updated_at
    WHERE user_id = NEW.user_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER admin_user_rows_subscription AFTER INSERT OR UPDATE OR DELETE ON user_subscriptions
  FOR EACH ROW EXECUTE FUNCTION admin_user_rows_from_subscription();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION admin_user_rows_last_payment(target text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE admin_user_rows r SET (last_payment_status, last_payment_at, last_payment_amount) = (
    SELECT ph.payment_status, ph.paid_at, ph.amount_cents FROM payment_history ph
    WHERE ph.user_id = target ORDER BY ph.paid_at DESC NULLS LAST, ph.created_at DESC LIMIT 1)
  WHERE r.user_id = target;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION admin_user_rows_from_payment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN PERFORM admin_user_rows_last_payment(NEW.user_id); END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.user_id <> NEW.user_id) THEN
    PERFORM admin_user_rows_last_payment(OLD.user_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER admin_user_rows_payment AFTER INSERT OR UPDATE OR DELETE ON payment_history
  FOR EACH ROW EXECUTE FUNCTION admin_user_rows_from_payment();
--> statement-breakpoint
INSERT INTO admin_user_rows (user_id, email, full_name, user_created_at, plan, status, current_period_start,
  current_period_end, active_end, subscription_updated_at, last_payment_status, last_payment_at, last_payment_amount)
SELECT u.id, u.email, p.full_name, u.created_at, coalesce(s.plan, 'free'), coalesce(s.status, 'active'),
  s.current_period_start, s.current_period_end, CASE WHEN s.status = 'active' THEN s.current_period_end END,
  s.updated_at, lp.payment_status, lp.paid_at, lp.amount_cents
FROM users u
LEFT JOIN profiles p ON p.id = u.id
LEFT JOIN user_subscriptions s ON s.user_id = u.id
LEFT JOIN LATERAL (
  SELECT ph.payment_status, ph.paid_at, ph.amount_cents FROM payment_history ph
  WHERE ph.user_id = u.id ORDER BY ph.paid_at DESC NULLS LAST, ph.created_at DESC LIMIT 1
) lp ON true
ON CONFLICT (user_id) DO NOTHING;
