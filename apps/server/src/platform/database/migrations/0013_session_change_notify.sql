-- Instances keep inspectors' checked sessions in memory for a few seconds
-- (modules/mobile-users/inspector-sessions.ts). Anything that can end a session tells every instance
-- when its transaction commits: revoking or removing an inspector's session, or changing an
-- inspector's standing (status, name, code, depot) or removing the inspector.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('passdesk_sessions', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_change AFTER UPDATE OF revoked_at, expires_at, subject_id, subject_type OR DELETE ON sessions
  FOR EACH ROW WHEN (OLD.subject_type = 'mobile') EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER mobile_users_notify_change AFTER UPDATE OF status, name, employee_code, center_id OR DELETE ON mobile_users
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
