-- Hand-written (decision 060): the newsletter sign-ups kept before double opt-in asked before this
-- change, so each address (once, lower-cased) is a confirmed newsletter subscription from the day it signed up.
INSERT INTO "subscriptions" ("email", "topic", "confirmed_at", "created_at")
SELECT lower("email"), 'newsletter', min("created_at"), min("created_at")
FROM "contact_inquiries"
WHERE "inquiry_type" = 'newsletter' AND "archived" = false
GROUP BY lower("email")
ON CONFLICT DO NOTHING;
