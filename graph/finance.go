package graph

import (
	"artmarket/graph/model"
	"artmarket/server/domain/ledger"
)

// trialModel is the ledger's trial balance in the schema's words.
func trialModel(t *ledger.Trial) *model.TrialBalance {
	out := &model.TrialBalance{Rows: make([]*model.TrialBalanceRow, len(t.Rows)), DebitFen: t.DebitFen, CreditFen: t.CreditFen,
		Balanced: t.Balanced, Problem: t.Problem}
	for i, r := range t.Rows {
		out.Rows[i] = &model.TrialBalanceRow{Account: string(r.Account), Label: r.Label, BalanceFen: r.Fen}
	}
	return out
}
