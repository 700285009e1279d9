import { graphql } from "react-relay/hooks";
import { formatFen } from "../../../../format/money";
import { usePageQuery } from "../../../../system/pageQuery";
import { ConsoleSection, consoleLoader } from "../../components";
import type { OpsLedgerPageQuery } from "./__generated__/OpsLedgerPageQuery.graphql";

const query = graphql`
  query OpsLedgerPageQuery {
    trialBalance {
      rows {
        account
        label
        balanceFen
      }
      debitFen
      creditFen
      balanced
      problem
    }
  }
`;


export const load = consoleLoader<OpsLedgerPageQuery>(query, { title: "试算平衡", description: "试算平衡" });

/** A balance's side: a debit shown in the debit column, a credit (negative) as a positive amount in the credit column. */
function side(fen: string): { debit: string; credit: string } {
  if (fen.startsWith("-")) return { debit: "", credit: formatFen(fen.slice(1)) };
  return { debit: fen === "0" ? "" : formatFen(fen), credit: "" };
}

/** /ops/ledger: the ledger's trial balance — every kind of account, debits and credits, and whether they agree. */
export function OpsLedgerPage() {
  const data = usePageQuery<OpsLedgerPageQuery>(query);
  const t = data.trialBalance;
  return (
    <ConsoleSection id="ops-ledger-h" title="试算平衡" intro="复式记账的全部科目余额（按科目汇总所有会员），借方合计应等于贷方合计。">
      {t ? (
        <>
          <p
            role="status"
            data-testid="ops-ledger-status"
            className={`mb-3 rounded px-3 py-2 text-sm ${t.balanced ? "bg-green-50 text-green-800" : "bg-red-50 text-error"}`}
          >
            {t.balanced ? "账目平衡：每笔分录借贷相等，各科目余额与明细一致" : `账目不平衡：${t.problem}`}
          </p>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[28rem] border-collapse rounded border border-gray-200 bg-white text-sm">
              <thead>
                <tr className="border-b border-gray-200 text-left text-secondary">
                  <th className="p-2 font-normal">科目</th>
                  <th className="p-2 text-right font-normal">借方</th>
                  <th className="p-2 text-right font-normal">贷方</th>
                </tr>
              </thead>
              <tbody>
                {t.rows.map((r) => {
                  const s = side(r.balanceFen);
                  return (
                    <tr key={r.account} className="border-b border-gray-100" data-testid="ops-ledger-row" data-account={r.account}>
                      <td className="p-2">
                        {r.label} <span className="text-xs text-secondary">{r.account}</span>
                      </td>
                      <td className="p-2 text-right tabular-nums">{s.debit}</td>
                      <td className="p-2 text-right tabular-nums">{s.credit}</td>
                    </tr>
                  );
                })}
              </tbody>
              <tfoot>
                <tr className="font-bold">
                  <td className="p-2">合计</td>
                  <td className="p-2 text-right tabular-nums" data-testid="ops-ledger-debit">
                    {formatFen(t.debitFen)}
                  </td>
                  <td className="p-2 text-right tabular-nums" data-testid="ops-ledger-credit">
                    {formatFen(t.creditFen)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      ) : null}
    </ConsoleSection>
  );
}
