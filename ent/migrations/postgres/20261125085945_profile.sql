-- Modify "members" table
ALTER TABLE "members" ADD COLUMN "gender" character varying NOT NULL DEFAULT 'unknown', ADD COLUMN "birthday" character varying NULL, ADD COLUMN "city" character varying NULL;
