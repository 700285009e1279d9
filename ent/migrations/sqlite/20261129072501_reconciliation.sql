-- Create "recon_days" table
CREATE TABLE `recon_days` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `bill_date` text NOT NULL, `status` text NOT NULL DEFAULT ('PENDING'), `final` bool NOT NULL DEFAULT (false), `attempts` integer NOT NULL DEFAULT (0), `last_error` text NOT NULL DEFAULT (''), `next_run_at` datetime NOT NULL, `ran_at` datetime NULL, `ran_by` integer NOT NULL DEFAULT (0), `bill_lines` integer NOT NULL DEFAULT (0), `ledger_entries` integer NOT NULL DEFAULT (0), `bill_in_fen` integer NOT NULL DEFAULT (0), `bill_out_fen` integer NOT NULL DEFAULT (0), `ledger_in_fen` integer NOT NULL DEFAULT (0), `ledger_out_fen` integer NOT NULL DEFAULT (0), `differences` integer NOT NULL DEFAULT (0), `lease_until` datetime NULL, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL);
-- Set sequence for "recon_days" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("recon_days", 240518168576);
-- Create index "reconday_bill_date" to table: "recon_days"
CREATE UNIQUE INDEX `reconday_bill_date` ON `recon_days` (`bill_date`);
-- Create index "reconday_final_next_run_at" to table: "recon_days"
CREATE INDEX `reconday_final_next_run_at` ON `recon_days` (`final`, `next_run_at`);
-- Create "recon_differences" table
CREATE TABLE `recon_differences` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `kind` text NOT NULL, `refund` bool NOT NULL DEFAULT (false), `out_trade_no` text NOT NULL DEFAULT (''), `transaction_id` text NOT NULL DEFAULT (''), `out_refund_no` text NOT NULL DEFAULT (''), `order_id` integer NULL, `refund_request_id` integer NULL, `bill_fen` integer NULL, `ledger_fen` integer NULL, `bill_state` text NOT NULL DEFAULT (''), `ledger_key` text NOT NULL DEFAULT (''), `created_at` datetime NOT NULL, `day_id` integer NOT NULL, CONSTRAINT `recon_differences_recon_days_diffs` FOREIGN KEY (`day_id`) REFERENCES `recon_days` (`id`) ON DELETE CASCADE);
-- Set sequence for "recon_differences" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("recon_differences", 244813135872);
-- Create index "recondifference_day_id" to table: "recon_differences"
CREATE INDEX `recondifference_day_id` ON `recon_differences` (`day_id`);
