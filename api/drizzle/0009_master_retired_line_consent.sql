ALTER TABLE "associate_companies" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contract_detail_types" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contract_receivers" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contract_types" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_service_items" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "device_installation_types" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "device_models" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_categories" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "negotiation_complete_reasons" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "negotiation_statuses" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "role_types" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "schedule_types" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "target_installation_types" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "target_types" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "line_codes_removal_consent_at_index" ON "line_codes" USING btree ("removal_consent_at");