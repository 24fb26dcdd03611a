-- A database seeded with the demo before its seed said so (setting demo_world) is recognised once, by its demo accounts.
INSERT INTO "settings" ("key", "value")
SELECT 'demo_world', 'true'::jsonb
WHERE EXISTS (SELECT 1 FROM "users" WHERE "email" = 'pooler1@poolfoot.test')
ON CONFLICT ("key") DO NOTHING;
