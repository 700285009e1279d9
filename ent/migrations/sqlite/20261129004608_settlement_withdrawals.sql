-- Disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- Create "new_orders" table
CREATE TABLE `new_orders` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `buyer_id` integer NOT NULL, `seller_id` integer NULL, `goods_id` integer NOT NULL, `artwork_id` integer NOT NULL, `submission_id` integer NULL, `state` text NOT NULL DEFAULT ('PENDING_PAYMENT'), `idempotency_key` text NOT NULL, `request_hash` text NOT NULL, `goods_kind` text NOT NULL, `title` text NOT NULL, `artist_name` text NOT NULL DEFAULT (''), `edition` text NOT NULL DEFAULT (''), `picture_key` text NOT NULL DEFAULT (''), `picture_width` integer NOT NULL DEFAULT (0), `picture_height` integer NOT NULL DEFAULT (0), `seller_name` text NOT NULL, `quantity` integer NOT NULL, `unit_price_fen` integer NOT NULL, `goods_fen` integer NOT NULL, `shipping` text NOT NULL, `shipping_fen` integer NOT NULL, `total_fen` integer NOT NULL, `commission_bp` integer NOT NULL DEFAULT (500), `note` text NOT NULL DEFAULT (''), `recipient` text NOT NULL, `mobile` text NOT NULL, `province` text NOT NULL DEFAULT (''), `city` text NOT NULL DEFAULT (''), `district` text NOT NULL DEFAULT (''), `region_name` text NOT NULL DEFAULT (''), `address_detail` text NOT NULL, `postcode` text NOT NULL DEFAULT (''), `expires_at` datetime NOT NULL, `paid_at` datetime NULL, `shipped_at` datetime NULL, `completed_at` datetime NULL, `cancelled_at` datetime NULL, `settled_at` datetime NULL, `cancel_reason` text NOT NULL DEFAULT (''), `transaction_id` text NULL, `paid_out_trade_no` text NULL, `carrier` text NOT NULL DEFAULT (''), `tracking_number` text NOT NULL DEFAULT (''), `cancel_reminded` bool NOT NULL DEFAULT (false), `lease_until` datetime NULL);
-- Set sequence for "new_orders" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_orders", 171798691840);
-- Copy rows from old table "orders" to new temporary table "new_orders"
INSERT INTO `new_orders` (`id`, `created_at`, `updated_at`, `buyer_id`, `seller_id`, `goods_id`, `artwork_id`, `submission_id`, `state`, `idempotency_key`, `request_hash`, `goods_kind`, `title`, `artist_name`, `edition`, `picture_key`, `picture_width`, `picture_height`, `seller_name`, `quantity`, `unit_price_fen`, `goods_fen`, `shipping`, `shipping_fen`, `total_fen`, `commission_bp`, `note`, `recipient`, `mobile`, `province`, `city`, `district`, `region_name`, `address_detail`, `postcode`, `expires_at`, `paid_at`, `shipped_at`, `completed_at`, `cancelled_at`, `cancel_reason`, `transaction_id`, `paid_out_trade_no`, `carrier`, `tracking_number`, `cancel_reminded`, `lease_until`) SELECT `id`, `created_at`, `updated_at`, `buyer_id`, `seller_id`, `goods_id`, `artwork_id`, `submission_id`, `state`, `idempotency_key`, `request_hash`, `goods_kind`, `title`, `artist_name`, `edition`, `picture_key`, `picture_width`, `picture_height`, `seller_name`, `quantity`, `unit_price_fen`, `goods_fen`, `shipping`, `shipping_fen`, `total_fen`, `commission_bp`, `note`, `recipient`, `mobile`, `province`, `city`, `district`, `region_name`, `address_detail`, `postcode`, `expires_at`, `paid_at`, `shipped_at`, `completed_at`, `cancelled_at`, `cancel_reason`, `transaction_id`, `paid_out_trade_no`, `carrier`, `tracking_number`, `cancel_reminded`, `lease_until` FROM `orders`;
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
-- Create index "order_state_settled_at_completed_at" to table: "orders"
CREATE INDEX `order_state_settled_at_completed_at` ON `orders` (`state`, `settled_at`, `completed_at`);
-- Create index "order_transaction_id" to table: "orders"
CREATE UNIQUE INDEX `order_transaction_id` ON `orders` (`transaction_id`);
-- Create "withdrawals" table
CREATE TABLE `withdrawals` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `member_id` integer NOT NULL, `amount_fen` integer NOT NULL, `account_id` integer NOT NULL, `account_label` text NOT NULL, `state` text NOT NULL, `operator_id` integer NULL, `payout_ref` text NOT NULL DEFAULT (''), `reject_reason` text NOT NULL DEFAULT (''), `decided_at` datetime NULL);
-- Set sequence for "withdrawals" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("withdrawals", 219043332096);
-- Create index "withdrawal_member_id_created_at" to table: "withdrawals"
CREATE INDEX `withdrawal_member_id_created_at` ON `withdrawals` (`member_id`, `created_at`);
-- Create index "withdrawal_state_created_at" to table: "withdrawals"
CREATE INDEX `withdrawal_state_created_at` ON `withdrawals` (`state`, `created_at`);
-- Enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;
