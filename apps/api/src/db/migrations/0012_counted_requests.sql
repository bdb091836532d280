-- The planner's calculations (no AI) are most of what the hourly limit counts: the log is named for
-- what it holds (decision 037). Renames keep every row and constraint.
ALTER TABLE "ai_requests" RENAME TO "counted_requests";--> statement-breakpoint
ALTER INDEX "ai_requests_user_type_created_idx" RENAME TO "counted_requests_user_type_created_idx";--> statement-breakpoint
ALTER TABLE "counted_requests" RENAME CONSTRAINT "ai_requests_pkey" TO "counted_requests_pkey";--> statement-breakpoint
ALTER TABLE "counted_requests" RENAME CONSTRAINT "ai_requests_user_id_users_id_fk" TO "counted_requests_user_id_users_id_fk";
