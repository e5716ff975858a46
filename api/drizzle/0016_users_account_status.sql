ALTER TABLE "users" ADD COLUMN "account_status" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "account_status_at" timestamp with time zone;