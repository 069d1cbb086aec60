CREATE TABLE "card_scans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_scans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_scan_id" uuid NOT NULL,
	"mobile_user_id" integer NOT NULL,
	"card_number" varchar(40) NOT NULL,
	"card_id" integer,
	"result" varchar(16) NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mode" varchar(8) DEFAULT 'online' NOT NULL,
	"route_id" integer,
	"bus_number" varchar(20),
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "card_status_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_status_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"card_id" integer NOT NULL,
	"card_number" varchar(24) NOT NULL,
	"event" varchar(10) NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "challans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"challan_number" varchar(40) NOT NULL,
	"client_challan_id" uuid NOT NULL,
	"scan_id" bigint NOT NULL,
	"mobile_user_id" integer NOT NULL,
	"offence" varchar(200) NOT NULL,
	"penalty_amount" integer NOT NULL,
	"payment_mode" varchar(10) NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_scans" ADD CONSTRAINT "card_scans_mobile_user_id_mobile_users_id_fk" FOREIGN KEY ("mobile_user_id") REFERENCES "public"."mobile_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_scans" ADD CONSTRAINT "card_scans_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_scans" ADD CONSTRAINT "card_scans_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_status_events" ADD CONSTRAINT "card_status_events_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challans" ADD CONSTRAINT "challans_scan_id_card_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."card_scans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challans" ADD CONSTRAINT "challans_mobile_user_id_mobile_users_id_fk" FOREIGN KEY ("mobile_user_id") REFERENCES "public"."mobile_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_scans_client_scan_key" ON "card_scans" USING btree ("mobile_user_id","client_scan_id");--> statement-breakpoint
CREATE INDEX "card_scans_scanned_at_idx" ON "card_scans" USING btree ("scanned_at","id");--> statement-breakpoint
CREATE INDEX "card_scans_result_scanned_at_idx" ON "card_scans" USING btree ("result","scanned_at","id");--> statement-breakpoint
CREATE INDEX "card_scans_inspector_scanned_at_idx" ON "card_scans" USING btree ("mobile_user_id","scanned_at","id");--> statement-breakpoint
CREATE INDEX "card_scans_route_scanned_at_idx" ON "card_scans" USING btree ("route_id","scanned_at","id");--> statement-breakpoint
CREATE INDEX "card_scans_card_number_idx" ON "card_scans" USING btree ("card_number");--> statement-breakpoint
CREATE INDEX "card_scans_card_id_idx" ON "card_scans" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "card_status_events_at_idx" ON "card_status_events" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "challans_challan_number_key" ON "challans" USING btree ("challan_number");--> statement-breakpoint
CREATE UNIQUE INDEX "challans_client_challan_key" ON "challans" USING btree ("mobile_user_id","client_challan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "challans_scan_key" ON "challans" USING btree ("scan_id");--> statement-breakpoint
-- The blocklist sync reads card_status_events; a trigger writes them, so every path that blocks,
-- unblocks, deletes or restores a card is seen (docs/architecture.md).
CREATE FUNCTION record_card_status_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.deleted_at IS DISTINCT FROM OLD.deleted_at THEN
    INSERT INTO card_status_events (card_id, card_number, event)
    VALUES (NEW.id, NEW.card_number, CASE WHEN NEW.deleted_at IS NULL THEN 'restored' ELSE 'deleted' END);
  END IF;
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO card_status_events (card_id, card_number, event)
    VALUES (NEW.id, NEW.card_number, CASE WHEN NEW.status = 'blocked' THEN 'blocked' ELSE 'unblocked' END);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cards_status_events AFTER UPDATE OF status, deleted_at ON cards FOR EACH ROW EXECUTE FUNCTION record_card_status_event();
--> statement-breakpoint
INSERT INTO card_status_events (card_id, card_number, event, at)
SELECT id, card_number, 'blocked', updated_at FROM cards WHERE status = 'blocked';
--> statement-breakpoint
INSERT INTO card_status_events (card_id, card_number, event, at)
SELECT id, card_number, 'deleted', deleted_at FROM cards WHERE deleted_at IS NOT NULL;
