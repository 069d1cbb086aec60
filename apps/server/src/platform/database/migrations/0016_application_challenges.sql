CREATE TABLE "application_challenges_used" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "application_challenges_used_used_at_idx" ON "application_challenges_used" USING btree ("used_at");