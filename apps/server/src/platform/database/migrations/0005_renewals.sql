CREATE TABLE "card_expiry_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_expiry_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"card_id" integer NOT NULL,
	"valid_until" date NOT NULL,
	"email" varchar(254) NOT NULL,
	"status" varchar(10) DEFAULT 'sending' NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_renewals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_renewals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"card_id" integer NOT NULL,
	"previous_valid_from" date NOT NULL,
	"previous_valid_until" date NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"fee_paid" integer NOT NULL,
	"payment_mode" varchar(10) NOT NULL,
	"receipt_number" varchar(40) DEFAULT '' NOT NULL,
	"center_id" integer,
	"renewed_by" integer NOT NULL,
	"renewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" varchar(100),
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"delete_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_expiry_reminders" ADD CONSTRAINT "card_expiry_reminders_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_renewals" ADD CONSTRAINT "card_renewals_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_renewals" ADD CONSTRAINT "card_renewals_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_renewals" ADD CONSTRAINT "card_renewals_renewed_by_admin_users_id_fk" FOREIGN KEY ("renewed_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_renewals" ADD CONSTRAINT "card_renewals_deleted_by_admin_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_expiry_reminders_card_expiry_key" ON "card_expiry_reminders" USING btree ("card_id","valid_until");--> statement-breakpoint
CREATE UNIQUE INDEX "card_renewals_idempotency_key" ON "card_renewals" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "card_renewals_card_id_idx" ON "card_renewals" USING btree ("card_id","id");--> statement-breakpoint
CREATE INDEX "card_renewals_center_id_idx" ON "card_renewals" USING btree ("center_id");--> statement-breakpoint
CREATE INDEX "card_renewals_renewed_at_idx" ON "card_renewals" USING btree ("renewed_at");--> statement-breakpoint
CREATE INDEX "card_renewals_renewed_by_idx" ON "card_renewals" USING btree ("renewed_by");--> statement-breakpoint
CREATE INDEX "card_renewals_live_renewed_at_idx" ON "card_renewals" USING btree ("renewed_at") WHERE "card_renewals"."deleted_at" is null;