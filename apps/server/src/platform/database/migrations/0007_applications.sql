CREATE TABLE "application_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"content_type" varchar(60) NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_number" varchar(16) NOT NULL,
	"first_name" varchar(60) NOT NULL,
	"last_name" varchar(60) DEFAULT '' NOT NULL,
	"guardian_name" varchar(100) DEFAULT '' NOT NULL,
	"date_of_birth" date NOT NULL,
	"gender" varchar(10) NOT NULL,
	"mobile" varchar(10) NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"address" varchar(300) NOT NULL,
	"city" varchar(80) NOT NULL,
	"pincode" varchar(6) NOT NULL,
	"institution" varchar(120) DEFAULT '' NOT NULL,
	"id_proof_type" varchar(20) NOT NULL,
	"id_proof_last4" varchar(4) NOT NULL,
	"id_proof_hash" varchar(64) NOT NULL,
	"photo_key" varchar(200) NOT NULL,
	"category_id" integer NOT NULL,
	"route_id" integer,
	"center_id" integer NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"review_note" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"card_id" integer,
	"submitted_ip" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_category_id_card_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."card_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_reviewed_by_admin_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_documents_application_id_idx" ON "application_documents" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_application_number_key" ON "applications" USING btree ("application_number");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_card_id_key" ON "applications" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "applications_status_created_at_idx" ON "applications" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_created_at_idx" ON "applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "applications_id_proof_hash_idx" ON "applications" USING btree ("id_proof_hash");--> statement-breakpoint
CREATE INDEX "applications_name_birth_idx" ON "applications" USING btree (lower("first_name" || ' ' || "last_name"),"date_of_birth");--> statement-breakpoint
CREATE INDEX "applications_category_idx" ON "applications" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "applications_center_idx" ON "applications" USING btree ("center_id");--> statement-breakpoint
CREATE INDEX "applications_route_idx" ON "applications" USING btree ("route_id");--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE restrict ON UPDATE no action;