ALTER TABLE "roles" ADD COLUMN "requires_second_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "must_enrol_second_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Seeded on for Super Admin and for every role holding User Management or Delete Cards: the roles
-- that can give rights away or erase passes sign in with a second factor (docs/api.md "Second factor").
UPDATE "roles" SET "requires_second_factor" = true
WHERE lower("name") = 'super admin'
  OR "id" IN (
    SELECT rp."role_id" FROM "role_permissions" rp JOIN "permissions" p ON p."id" = rp."permission_id"
    WHERE p."name" IN ('User Management', 'Delete Cards') AND (rp."can_read" OR rp."can_create" OR rp."can_update" OR rp."can_delete")
  );
