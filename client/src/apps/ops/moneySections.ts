import { paths } from "../../system/paths";

/** The console's money pages (issue 23): the arbiter's and the finance role's. The server says who opens them. */
export type MoneySection = "ARBITRATION" | "WITHDRAWALS" | "MONEY_ANOMALIES" | "LEDGER" | "RECONCILIATION";

export const MONEY_SECTION_PATHS: Record<MoneySection, string> = {
  ARBITRATION: paths.ops.arbitration(),
  WITHDRAWALS: paths.ops.withdrawals(),
  MONEY_ANOMALIES: paths.ops.anomalies(),
  LEDGER: paths.ops.ledger(),
  RECONCILIATION: paths.ops.reconciliation(),
};
