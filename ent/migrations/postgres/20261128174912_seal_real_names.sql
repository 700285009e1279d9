-- Modify "real_names" table
ALTER TABLE "real_names" ALTER COLUMN "name" SET DEFAULT '', ADD COLUMN "name_cipher" bytea NULL, ADD COLUMN "name_masked" character varying NOT NULL DEFAULT '';
