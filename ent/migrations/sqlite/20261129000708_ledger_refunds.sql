-- Disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- Create "new_orders" table
CREATE TABLE `new_orders` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `buyer_id` integer NOT NULL, `seller_id` integer NULL, `goods_id` integer NOT NULL, `artwork_id` integer NOT NULL, `submission_id` integer NULL, `state` text NOT NULL DEFAULT ('PENDING_PAYMENT'), `idempotency_key` text NOT NULL, `request_hash` text NOT NULL, `goods_kind` text NOT NULL, `title` text NOT NULL, `artist_name` text NOT NULL DEFAULT (''), `edition` text NOT NULL DEFAULT (''), `picture_key` text NOT NULL DEFAULT (''), `picture_width` integer NOT NULL DEFAULT (0), `picture_height` integer NOT NULL DEFAULT (0), `seller_name` text NOT NULL, `quantity` integer NOT NULL, `unit_price_fen` integer NOT NULL, `goods_fen` integer NOT NULL, `shipping` text NOT NULL, `shipping_fen` integer NOT NULL, `total_fen` integer NOT NULL, `commission_bp` integer NOT NULL DEFAULT (500), `note` text NOT NULL DEFAULT (''), `recipient` text NOT NULL, `mobile` text NOT NULL, `province` text NOT NULL DEFAULT (''), `city` text NOT NULL DEFAULT (''), `district` text NOT NULL DEFAULT (''), `region_name` text NOT NULL DEFAULT (''), `address_detail` text NOT NULL, `postcode` text NOT NULL DEFAULT (''), `expires_at` datetime NOT NULL, `paid_at` datetime NULL, `shipped_at` datetime NULL, `completed_at` datetime NULL, `cancelled_at` datetime NULL, `cancel_reason` text NOT NULL DEFAULT (''), `transaction_id` text NULL, `paid_out_trade_no` text NULL, `carrier` text NOT NULL DEFAULT (''), `tracking_number` text NOT NULL DEFAULT (''), `cancel_reminded` bool NOT NULL DEFAULT (false), `lease_until` datetime NULL);
-- Set sequence for "new_orders" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_orders", 171798691840);
-- Copy rows from old table "orders" to new temporary table "new_orders"
INSERT INTO `new_orders` (`id`, `created_at`, `updated_at`, `buyer_id`, `seller_id`, `goods_id`, `artwork_id`, `submission_id`, `state`, `idempotency_key`, `request_hash`, `goods_kind`, `title`, `artist_name`, `edition`, `picture_key`, `picture_width`, `picture_height`, `seller_name`, `quantity`, `unit_price_fen`, `goods_fen`, `shipping`, `shipping_fen`, `total_fen`, `note`, `recipient`, `mobile`, `province`, `city`, `district`, `region_name`, `address_detail`, `postcode`, `expires_at`, `paid_at`, `shipped_at`, `completed_at`, `cancelled_at`, `cancel_reason`, `transaction_id`, `paid_out_trade_no`, `carrier`, `tracking_number`, `cancel_reminded`, `lease_until`) SELECT `id`, `created_at`, `updated_at`, `buyer_id`, `seller_id`, `goods_id`, `artwork_id`, `submission_id`, `state`, `idempotency_key`, `request_hash`, `goods_kind`, `title`, `artist_name`, `edition`, `picture_key`, `picture_width`, `picture_height`, `seller_name`, `quantity`, `unit_price_fen`, `goods_fen`, `shipping`, `shipping_fen`, `total_fen`, `note`, `recipient`, `mobile`, `province`, `city`, `district`, `region_name`, `address_detail`, `postcode`, `expires_at`, `paid_at`, `shipped_at`, `completed_at`, `cancelled_at`, `cancel_reason`, `transaction_id`, `paid_out_trade_no`, `carrier`, `tracking_number`, `cancel_reminded`, `lease_until` FROM `orders`;
-- Drop "orders" table after copying rows
DROP TABLE `orders`;
-- Rename temporary table "new_orders" to "orders"
ALTER TABLE `new_orders` RENAME TO `orders`;
-- Create index "order_buyer_id_idempotency_key" to table: "orders"
CREATE UNIQUE INDEX `order_buyer_id_idempotency_key` ON `orders` (`buyer_id`, `idempotency_key`);
-- Create index "order_buyer_id_state_created_at" to table: "orders"
CREATE INDEX `order_buyer_id_state_created_at` ON `orders` (`buyer_id`, `state`, `created_at`);
-- Create index "order_seller_id_state_created_at" to table: "orders"
CREATE INDEX `order_seller_id_state_created_at` ON `orders` (`seller_id`, `state`, `created_at`);
-- Create index "order_state_expires_at" to table: "orders"
CREATE INDEX `order_state_expires_at` ON `orders` (`state`, `expires_at`);
-- Create index "order_state_shipped_at" to table: "orders"
CREATE INDEX `order_state_shipped_at` ON `orders` (`state`, `shipped_at`);
-- Create index "order_transaction_id" to table: "orders"
CREATE UNIQUE INDEX `order_transaction_id` ON `orders` (`transaction_id`);
-- Create "ledger_balances" table
CREATE TABLE `ledger_balances` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `account` text NOT NULL, `member_id` integer NOT NULL DEFAULT (0), `balance_fen` integer NOT NULL DEFAULT (0), `updated_at` datetime NOT NULL);
-- Set sequence for "ledger_balances" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("ledger_balances", 206158430208);
-- Create index "ledgerbalance_account_member_id" to table: "ledger_balances"
CREATE UNIQUE INDEX `ledgerbalance_account_member_id` ON `ledger_balances` (`account`, `member_id`);
-- Create "ledger_entries" table
CREATE TABLE `ledger_entries` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `key` text NOT NULL, `kind` text NOT NULL, `order_id` integer NULL, `refund_id` integer NULL, `withdrawal_id` integer NULL, `memo` text NOT NULL DEFAULT (''), `created_at` datetime NOT NULL);
-- Set sequence for "ledger_entries" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("ledger_entries", 197568495616);
-- Create index "ledgerentry_key" to table: "ledger_entries"
CREATE UNIQUE INDEX `ledgerentry_key` ON `ledger_entries` (`key`);
-- Create index "ledgerentry_order_id" to table: "ledger_entries"
CREATE INDEX `ledgerentry_order_id` ON `ledger_entries` (`order_id`);
-- Create index "ledgerentry_created_at" to table: "ledger_entries"
CREATE INDEX `ledgerentry_created_at` ON `ledger_entries` (`created_at`);
-- Create "ledger_lines" table
CREATE TABLE `ledger_lines` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `account` text NOT NULL, `member_id` integer NOT NULL DEFAULT (0), `amount_fen` integer NOT NULL, `created_at` datetime NOT NULL, `entry_id` integer NOT NULL, CONSTRAINT `ledger_lines_ledger_entries_lines` FOREIGN KEY (`entry_id`) REFERENCES `ledger_entries` (`id`) ON DELETE RESTRICT);
-- Set sequence for "ledger_lines" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("ledger_lines", 201863462912);
-- Create index "ledgerline_account_member_id_created_at" to table: "ledger_lines"
CREATE INDEX `ledgerline_account_member_id_created_at` ON `ledger_lines` (`account`, `member_id`, `created_at`);
-- Create index "ledgerline_entry_id" to table: "ledger_lines"
CREATE INDEX `ledgerline_entry_id` ON `ledger_lines` (`entry_id`);
-- Create "refund_events" table
CREATE TABLE `refund_events` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `action` text NOT NULL, `from_state` text NOT NULL DEFAULT (''), `to_state` text NOT NULL, `actor` text NOT NULL, `actor_id` integer NULL, `detail` text NOT NULL DEFAULT (''), `created_at` datetime NOT NULL, `refund_id` integer NOT NULL, CONSTRAINT `refund_events_refund_requests_events` FOREIGN KEY (`refund_id`) REFERENCES `refund_requests` (`id`) ON DELETE CASCADE);
-- Set sequence for "refund_events" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("refund_events", 214748364800);
-- Create index "refundevent_refund_id_created_at" to table: "refund_events"
CREATE INDEX `refundevent_refund_id_created_at` ON `refund_events` (`refund_id`, `created_at`);
-- Create "refund_requests" table
CREATE TABLE `refund_requests` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `order_id` integer NOT NULL, `buyer_id` integer NOT NULL, `seller_id` integer NULL, `kind` text NOT NULL, `reason` text NOT NULL, `amount_fen` integer NOT NULL, `description` text NOT NULL DEFAULT (''), `photos` json NULL, `state` text NOT NULL, `refuse_reason` text NOT NULL DEFAULT (''), `return_carrier` text NOT NULL DEFAULT (''), `return_tracking` text NOT NULL DEFAULT (''), `answer_due_at` datetime NULL, `return_due_at` datetime NULL, `refund_fen` integer NULL, `out_refund_no` text NOT NULL, `provider_status` text NOT NULL DEFAULT (''), `arbiter_id` integer NULL, `decided_at` datetime NULL, `lease_until` datetime NULL);
-- Set sequence for "refund_requests" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("refund_requests", 210453397504);
-- Create index "refundrequest_out_refund_no" to table: "refund_requests"
CREATE UNIQUE INDEX `refundrequest_out_refund_no` ON `refund_requests` (`out_refund_no`);
-- Create index "refundrequest_order_id" to table: "refund_requests"
CREATE INDEX `refundrequest_order_id` ON `refund_requests` (`order_id`);
-- Create index "refundrequest_buyer_id_created_at" to table: "refund_requests"
CREATE INDEX `refundrequest_buyer_id_created_at` ON `refund_requests` (`buyer_id`, `created_at`);
-- Create index "refundrequest_seller_id_created_at" to table: "refund_requests"
CREATE INDEX `refundrequest_seller_id_created_at` ON `refund_requests` (`seller_id`, `created_at`);
-- Create index "refundrequest_state_answer_due_at" to table: "refund_requests"
CREATE INDEX `refundrequest_state_answer_due_at` ON `refund_requests` (`state`, `answer_due_at`);
-- Create index "refundrequest_state_return_due_at" to table: "refund_requests"
CREATE INDEX `refundrequest_state_return_due_at` ON `refund_requests` (`state`, `return_due_at`);
-- Enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;
