CREATE TABLE "offences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(40) NOT NULL,
	"name" varchar(200) NOT NULL,
	"penalty_amount" integer NOT NULL,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offences_penalty_check" CHECK ("offences"."penalty_amount" >= 1000 and "offences"."penalty_amount" % 100 = 0)
);
--> statement-breakpoint
ALTER TABLE "challans" ADD COLUMN "offence_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "offences_code_lower_key" ON "offences" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "offences_name_lower_key" ON "offences" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "challans" ADD CONSTRAINT "challans_offence_id_offences_id_fk" FOREIGN KEY ("offence_id") REFERENCES "public"."offences"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challans_offence_idx" ON "challans" USING btree ("offence_id");--> statement-breakpoint
-- The offences inspectors were offered before the table existed, with the same codes and penalties (docs/api.md "Offences").
INSERT INTO "offences" ("code", "name", "penalty_amount") VALUES
	('no_pass', 'Travelling without a pass', 50000),
	('expired_pass', 'Travelling on an expired pass', 30000),
	('invalid_pass', 'Pass blocked, deleted or not valid yet', 50000),
	('forged_pass', 'Forged or altered pass', 100000),
	('wrong_route', 'Pass not valid on this route', 20000),
	('someone_elses_pass', 'Travelling on another person’s pass', 100000);--> statement-breakpoint
-- Challans written before: linked to the offence whose text they carry.
UPDATE "challans" SET "offence_id" = "offences"."id" FROM "offences" WHERE lower("challans"."offence") = lower("offences"."name");
