CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "card_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"card_id" integer NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"content_type" varchar(60) NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_number_counters" (
	"center_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "card_number_counters_center_id_year_pk" PRIMARY KEY("center_id","year")
);
--> statement-breakpoint
CREATE TABLE "card_signing_keys" (
	"key_id" varchar(16) PRIMARY KEY NOT NULL,
	"public_key" varchar(64) NOT NULL,
	"private_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	"published_until" date
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"card_number" varchar(24) NOT NULL,
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
	"issue_date" date NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"fee_paid" integer NOT NULL,
	"payment_mode" varchar(10) NOT NULL,
	"receipt_number" varchar(40) DEFAULT '' NOT NULL,
	"application_id" integer,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"block_reason" text,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"delete_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"search_text" text GENERATED ALWAYS AS (lower(card_number || ' ' || first_name || ' ' || last_name || ' ' || mobile)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_documents" ADD CONSTRAINT "card_documents_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_number_counters" ADD CONSTRAINT "card_number_counters_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_category_id_card_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."card_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_deleted_by_admin_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_documents_card_id_idx" ON "card_documents" USING btree ("card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_card_number_key" ON "cards" USING btree ("card_number");--> statement-breakpoint
CREATE INDEX "cards_search_trgm_idx" ON "cards" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cards_issue_date_idx" ON "cards" USING btree ("issue_date","id");--> statement-breakpoint
CREATE INDEX "cards_valid_until_idx" ON "cards" USING btree ("valid_until","id");--> statement-breakpoint
CREATE INDEX "cards_created_at_idx" ON "cards" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "cards_name_idx" ON "cards" USING btree (lower("first_name" || ' ' || "last_name"),"id");--> statement-breakpoint
CREATE INDEX "cards_category_status_valid_until_idx" ON "cards" USING btree ("category_id","status","valid_until","id");--> statement-breakpoint
CREATE INDEX "cards_status_valid_until_idx" ON "cards" USING btree ("status","valid_until","id");--> statement-breakpoint
CREATE INDEX "cards_center_issue_date_idx" ON "cards" USING btree ("center_id","issue_date","id");--> statement-breakpoint
CREATE INDEX "cards_route_issue_date_idx" ON "cards" USING btree ("route_id","issue_date","id");--> statement-breakpoint
CREATE INDEX "cards_id_proof_hash_idx" ON "cards" USING btree ("id_proof_hash");--> statement-breakpoint
CREATE INDEX "cards_application_id_idx" ON "cards" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "cards_deleted_at_idx" ON "cards" USING btree ("deleted_at") WHERE "cards"."deleted_at" is not null;