-- Instances keep checked admin sessions, with the admin's roles and flags, in memory for a few
-- seconds (modules/access/actor-loader.ts, platform/auth/session-cache.ts), as 0013 does for
-- inspectors. Anything that can end an admin's session or change what it may do tells every
-- instance when its transaction commits, on the same channel: revoking or removing an admin
-- session; an admin's status, type or email, or removing the admin; the roles an admin holds; a
-- role's flags, or removing a role; a permission's name, or removing it.
CREATE TRIGGER sessions_notify_admin_change AFTER UPDATE OF revoked_at, expires_at, subject_id, subject_type OR DELETE ON sessions
  FOR EACH ROW WHEN (OLD.subject_type = 'admin') EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER admin_users_notify_change AFTER UPDATE OF status, user_type, email OR DELETE ON admin_users
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER user_roles_notify_change AFTER INSERT OR UPDATE OR DELETE ON user_roles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER roles_notify_change AFTER UPDATE OR DELETE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER role_permissions_notify_change AFTER INSERT OR UPDATE OR DELETE ON role_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER permissions_notify_change AFTER UPDATE OR DELETE ON permissions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
