CREATE TABLE "report_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" varchar(10) NOT NULL,
	"parameters" jsonb NOT NULL,
	"params_key" varchar(100) NOT NULL,
	"center_id" integer,
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"job_id" bigint,
	"file_key" varchar(200),
	"file_size" integer,
	"requested_by" integer,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_requested_by_admin_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_runs_pending_key" ON "report_runs" USING btree ("type","params_key") WHERE "report_runs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "report_runs_type_created_at_idx" ON "report_runs" USING btree ("type","created_at","id");--> statement-breakpoint
CREATE INDEX "report_runs_finished_at_idx" ON "report_runs" USING btree ("finished_at");