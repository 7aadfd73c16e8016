-- Hand-written: every server process keeps the viewer of each recent session in memory (src/server/auth/viewerCache.ts),
-- so a request reads the session and the user's roles once, not on every request. Anything that could change a
-- viewer notifies the channel readmin_viewer_change when it commits, and every process listening empties its
-- cache: a session ended or changed, a user written, a role row (the four types of viewer.ts's ROLE_SOURCES)
-- written. Per statement, not per row: one NOTIFY for a bulk change; PostgreSQL folds repeats in one transaction.
-- A new session needs none (its token was never cached). If a migration recreates one of these tables, it
-- must recreate its trigger (tests/server/viewerCache.test.ts checks that every one has it).
CREATE FUNCTION readmin_notify_viewer_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('readmin_viewer_change', ''); RETURN NULL; END $$;
CREATE TRIGGER sessions_viewer_change AFTER UPDATE OR DELETE OR TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION readmin_notify_viewer_change();
CREATE TRIGGER users_viewer_change AFTER UPDATE OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION readmin_notify_viewer_change();
CREATE TRIGGER org_admins_viewer_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON org_admins FOR EACH STATEMENT EXECUTE FUNCTION readmin_notify_viewer_change();
CREATE TRIGGER venue_admins_viewer_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON venue_admins FOR EACH STATEMENT EXECUTE FUNCTION readmin_notify_viewer_change();
CREATE TRIGGER api_admins_viewer_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON api_admins FOR EACH STATEMENT EXECUTE FUNCTION readmin_notify_viewer_change();
CREATE TRIGGER scorekeeper_users_viewer_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON scorekeeper_users FOR EACH STATEMENT EXECUTE FUNCTION readmin_notify_viewer_change();
