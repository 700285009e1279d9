-- Modify "outbox_messages" table
ALTER TABLE "outbox_messages" ADD COLUMN "status" character varying NOT NULL DEFAULT 'stored', ADD COLUMN "error" character varying NULL;
-- Create index "outboxmessage_created_at" to table: "outbox_messages"
CREATE INDEX "outboxmessage_created_at" ON "outbox_messages" ("created_at");
