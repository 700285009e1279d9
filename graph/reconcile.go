package graph

import (
	"artmarket/ent"
	"artmarket/graph/model"
	"artmarket/server/domain/reconcile"
)

// reconDayModel is a reconciled day in the schema's words.
func reconDayModel(d *ent.ReconDay) *model.ReconciliationDay {
	out := &model.ReconciliationDay{ID: d.ID, BillDate: d.BillDate, Status: model.ReconciliationStatus(d.Status),
		StatusLabel: reconcile.StatusLabels[string(d.Status)], Final: d.Final, RanAt: d.RanAt, LastError: d.LastError,
		BillLines: d.BillLines, LedgerEntries: d.LedgerEntries, BillInFen: d.BillInFen, BillOutFen: d.BillOutFen,
		LedgerInFen: d.LedgerInFen, LedgerOutFen: d.LedgerOutFen, Differences: []*model.ReconciliationDifference{}}
	for _, x := range d.Edges.Diffs {
		out.Differences = append(out.Differences, &model.ReconciliationDifference{ID: x.ID, Kind: model.ReconciliationDifferenceKind(x.Kind),
			KindLabel: reconcile.KindLabels[x.Kind], Refund: x.Refund, OutTradeNo: x.OutTradeNo, TransactionID: x.TransactionID,
			OutRefundNo: x.OutRefundNo, OrderNumber: number(x.OrderID), RefundNumber: number(x.RefundRequestID),
			BillFen: x.BillFen, LedgerFen: x.LedgerFen, BillState: x.BillState})
	}
	return out
}
