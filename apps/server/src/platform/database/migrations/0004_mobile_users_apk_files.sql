CREATE TABLE "mobile_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mobile_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(120) NOT NULL,
	"employee_code" varchar(20) NOT NULL,
	"mobile" varchar(16) NOT NULL,
	"password_hash" text NOT NULL,
	"center_id" integer,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"last_seen_at" timestamp with time zone,
	"challan_seq" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apk_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "apk_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version_name" varchar(40) NOT NULL,
	"version_code" integer NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"release_notes" text DEFAULT '' NOT NULL,
	"current" boolean DEFAULT false NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mobile_users" ADD CONSTRAINT "mobile_users_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apk_files" ADD CONSTRAINT "apk_files_uploaded_by_admin_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mobile_users_employee_code_lower_key" ON "mobile_users" USING btree (lower("employee_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "mobile_users_mobile_key" ON "mobile_users" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "mobile_users_name_idx" ON "mobile_users" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "apk_files_version_code_key" ON "apk_files" USING btree ("version_code");--> statement-breakpoint
CREATE UNIQUE INDEX "apk_files_one_current_key" ON "apk_files" USING btree ("current") WHERE "apk_files"."current";