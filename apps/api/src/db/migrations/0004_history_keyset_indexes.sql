DROP INDEX "meal_consumption_user_consumed_idx";--> statement-breakpoint
DROP INDEX "hydration_intakes_user_date_idx";--> statement-breakpoint
DROP INDEX "physical_activities_user_performed_idx";--> statement-breakpoint
DROP INDEX "weight_history_user_measured_idx";--> statement-breakpoint
CREATE INDEX "meal_consumption_user_consumed_id_idx" ON "meal_consumption" USING btree ("user_id","consumed_at","id");--> statement-breakpoint
CREATE INDEX "hydration_intakes_user_date_time_idx" ON "hydration_intakes" USING btree ("user_id","date","scheduled_time","id");--> statement-breakpoint
CREATE INDEX "physical_activities_user_performed_id_idx" ON "physical_activities" USING btree ("user_id","performed_at","id");--> statement-breakpoint
CREATE INDEX "weight_history_user_measured_id_idx" ON "weight_history" USING btree ("user_id","measured_at","id");