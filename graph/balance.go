package graph

import (
	"context"

	"artmarket/ent"
	"artmarket/ent/schema/nodeid"
	"artmarket/graph/model"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/ledger"
	"artmarket/server/domain/member/funds"
)

// accountLabels are a member's accounts in words.
var accountLabels = map[ledger.Account]string{
	ledger.SellerAvailable: "可提现", ledger.SellerPending: "待结算", ledger.WithdrawalHeld: "提现中",
}

// balanceOf is member id's balance in the schema's form (zeros for id 0).
func (r *Resolver) balanceOf(ctx context.Context, id int) (*model.Balance, error) {
	out := &model.Balance{MinWithdrawalFen: funds.MinWithdrawalFen}
	if id == 0 {
		return out, nil
	}
	b, err := ledger.MemberBalances(ctx, r.client(ctx), id)
	if err != nil {
		return nil, err
	}
	out.AvailableFen, out.PendingFen, out.HeldFen, out.WithdrawnFen = b.Available, b.Pending, b.Held, b.Withdrawn
	return out, nil
}

// balanceLines are member id's newest movements in the schema's form.
func (r *Resolver) balanceLines(ctx context.Context, id int) ([]*model.BalanceLine, error) {
	if id == 0 {
		return []*model.BalanceLine{}, nil
	}
	h, err := ledger.History(ctx, r.client(ctx), id, 50)
	if err != nil {
		return nil, err
	}
	out := make([]*model.BalanceLine, len(h))
	for i, l := range h {
		out[i] = &model.BalanceLine{At: l.At, AccountLabel: accountLabels[l.Account], Memo: l.Memo, AmountFen: l.Fen,
			OrderNumber: number(l.OrderID), WithdrawalNumber: number(l.WithdrawalID)}
	}
	return out, nil
}

// number is the short number of an id, nil for none.
func number(id *int) *int {
	if id == nil {
		return nil
	}
	n := nodeid.Number(*id)
	return &n
}

// decideWithdrawal runs the finance role's decision by the signed-in member
// and answers its payload.
func (r *mutationResolver) decideWithdrawal(ctx context.Context, decide func(w *funds.Withdrawals, c *ent.Client, who audit.Actor) (*ent.Withdrawal, error)) (*model.OpsWithdrawalPayload, error) {
	m, errs := r.memberFor(ctx, r.Withdrawals != nil)
	if errs != nil {
		return &model.OpsWithdrawalPayload{UserErrors: errs}, nil
	}
	wd, err := decide(r.Withdrawals, r.client(ctx), actor(ctx, m))
	if err != nil {
		errs, err := userErrors(err)
		return &model.OpsWithdrawalPayload{UserErrors: errs}, err
	}
	return &model.OpsWithdrawalPayload{UserErrors: noUserErrors(), Withdrawal: wd}, nil
}
