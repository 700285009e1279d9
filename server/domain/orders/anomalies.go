package orders

import (
	"context"

	"artmarket/ent"
	"artmarket/ent/paymentanomaly"
	"artmarket/ent/privacy"
	"artmarket/server/domain/roles"
)

// AnomalyMax bounds the finance role's list of payment anomalies.
const AnomalyMax = 100

// AnomalyLabels are the kinds of payment anomaly in the finance role's words.
var AnomalyLabels = map[paymentanomaly.Kind]string{
	paymentanomaly.KindMISMATCH:          "金额或订单信息不符",
	paymentanomaly.KindUNKNOWN_ORDER:     "未知订单的付款",
	paymentanomaly.KindPAID_AFTER_CANCEL: "订单取消后付款",
	paymentanomaly.KindDOUBLE_PAYMENT:    "重复付款",
}

// Anomalies are the verified payment notifications that did not fit an
// order (recorded by the payment handling, nothing moved for them), the
// newest first, for operatorID who holds the finance role.
func Anomalies(ctx context.Context, c *ent.Client, operatorID int) ([]*ent.PaymentAnomaly, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	if _, err := roles.Require(ctx, c, operatorID, roles.Finance); err != nil {
		return nil, err
	}
	out, err := c.PaymentAnomaly.Query().Order(ent.Desc(paymentanomaly.FieldCreatedAt), ent.Desc(paymentanomaly.FieldID)).
		Limit(AnomalyMax).All(ctx)
	return out, wrap("read payment anomalies", 0, err)
}
