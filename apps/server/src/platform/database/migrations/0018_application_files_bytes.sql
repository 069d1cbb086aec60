ALTER TABLE "applications" ADD COLUMN "files_bytes" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Applications sent before the column existed: their documents' sizes (the photo, a re-encoded 350 × 450 JPEG, is small).
UPDATE "applications" SET "files_bytes" = "sized"."bytes" FROM (SELECT "application_id", sum("size")::integer AS "bytes" FROM "application_documents" GROUP BY "application_id") AS "sized" WHERE "sized"."application_id" = "applications"."id";
