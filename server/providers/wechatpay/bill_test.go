package wechatpay_test

import (
	"errors"
	"testing"
	"time"

	"artmarket/server/providers/wechatpay"
	"artmarket/server/providers/wechatpay/wechatpaysim"
)

// TestTradeBill: the day's payments and refunds come back through the SDK
// (the answer signed, the file's SHA1 checked, its summary against its
// lines); a day without a trade is an empty bill, a later day is not made
// yet, a planted difference is in the file, the provider down is
// ErrUnavailable.
func TestTradeBill(t *testing.T) {
	e := newEnv(t, nil)
	paid, other := outNo(), outNo()
	e.prepay(wechatpay.TradeNative, paid, 123_45)
	e.prepay(wechatpay.TradeNative, other, 10_00)
	for _, no := range []string{paid, other} {
		if _, err := e.sim.Pay(no, wechatpaysim.NotifyNone); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := e.client.Refund(ctx, wechatpay.RefundRequest{OutTradeNo: paid, OutRefundNo: "R" + paid, RefundFen: 3_45, TotalFen: 123_45}); err != nil {
		t.Fatal(err)
	}
	e.waitReceived(1) // the refund ended
	today := e.clock.Now()
	bill, err := e.client.TradeBill(ctx, today, wechatpay.BillAll)
	if err != nil {
		t.Fatal(err)
	}
	if bill.Date != wechatpay.BillDate(today) || len(bill.Lines) != 3 {
		t.Fatalf("bill = %+v", bill)
	}
	byNo := map[string]wechatpay.BillLine{}
	for _, l := range bill.Lines {
		key := l.OutTradeNo
		if l.IsRefund() {
			key = l.OutRefundNo
		}
		byNo[key] = l
	}
	if l := byNo[paid]; l.SettlementFen != 123_45 || l.TradeState != "SUCCESS" || l.TransactionID == "" || l.Time.IsZero() {
		t.Errorf("payment line = %+v", l)
	}
	if l := byNo["R"+paid]; l.RefundFen != 3_45 || l.RefundStatus != "SUCCESS" || l.OutTradeNo != paid || l.TradeState != "REFUND" {
		t.Errorf("refund line = %+v", l)
	}
	if b, err := e.client.TradeBill(ctx, today, wechatpay.BillRefund); err != nil || len(b.Lines) != 1 {
		t.Errorf("refund bill = %+v, %v", b, err)
	}
	if b, err := e.client.TradeBill(ctx, today.AddDate(0, 0, -3), wechatpay.BillAll); err != nil || len(b.Lines) != 0 {
		t.Errorf("a day without trades = %+v, %v (want empty)", b, err)
	}
	if _, err := e.client.TradeBill(ctx, today.AddDate(0, 0, 2), wechatpay.BillAll); !errors.Is(err, wechatpay.ErrUnavailable) {
		t.Errorf("a later day = %v, want ErrUnavailable", err)
	}

	date := wechatpay.BillDate(today)
	for _, p := range []wechatpaysim.Plant{
		{Date: date, Action: wechatpaysim.PlantAmount, OutTradeNo: paid, AmountFen: 123_00},
		{Date: date, Action: wechatpaysim.PlantDrop, OutTradeNo: other},
		{Date: date, Action: wechatpaysim.PlantAdd, AmountFen: 5_00},
	} {
		if err := e.sim.PlantBill(p); err != nil {
			t.Fatal(err)
		}
	}
	bill, err = e.client.TradeBill(ctx, today, wechatpay.BillAll)
	if err != nil || len(bill.Lines) != 3 {
		t.Fatalf("planted bill = %+v, %v", bill, err)
	}
	var sum int64
	for _, l := range bill.Lines {
		if l.OutTradeNo == other && !l.IsRefund() {
			t.Error("the dropped line is there")
		}
		sum += l.SettlementFen
	}
	if sum != 123_00+5_00 {
		t.Errorf("planted sum = %d", sum)
	}
	if err := e.sim.PlantBill(wechatpaysim.Plant{Date: "2026-13-01", Action: wechatpaysim.PlantDrop, OutTradeNo: paid}); err == nil {
		t.Error("a bad date planted")
	}

	e.sim.FailNext(1)
	if _, err := e.client.TradeBill(ctx, today, wechatpay.BillAll); !errors.Is(err, wechatpay.ErrUnavailable) {
		t.Errorf("provider down = %v, want ErrUnavailable", err)
	}
	e.sim.ForgeAnswers(1)
	if _, err := e.client.TradeBill(ctx, today, wechatpay.BillAll); !errors.Is(err, wechatpay.ErrUnavailable) {
		t.Errorf("forged answer = %v, want ErrUnavailable", err)
	}
}

func TestParseBillRefusesAWrongSummary(t *testing.T) {
	head := "交易时间,微信订单号,商户订单号,交易状态,应结订单金额,商户退款单号,退款金额\n"
	line := "`2026-11-28 10:00:00,`4200001,`T1,`SUCCESS,`12.30,`0,`0.00\n"
	good := head + line + "总交易单数,应结订单总金额,退款总金额\n`1,`12.30,`0.00\n"
	lines, err := wechatpay.ParseBill([]byte(good))
	if err != nil || len(lines) != 1 || lines[0].SettlementFen != 1230 || lines[0].IsRefund() ||
		!lines[0].Time.Equal(time.Date(2026, 11, 28, 2, 0, 0, 0, time.UTC)) {
		t.Fatalf("parse = %+v, %v", lines, err)
	}
	for _, bad := range []string{
		head + line + "总交易单数,应结订单总金额,退款总金额\n`2,`12.30,`0.00\n",
		head + line + "总交易单数,应结订单总金额,退款总金额\n`1,`12.31,`0.00\n",
		head + line,
		head + "`2026-11-28 10:00:00,`4200001,`T1,`SUCCESS,`12.301,`0,`0.00\n总交易单数,应结订单总金额,退款总金额\n`1,`12.30,`0.00\n",
	} {
		if _, err := wechatpay.ParseBill([]byte(bad)); err == nil {
			t.Errorf("parsed %q", bad)
		}
	}
	for in, want := range map[string]int64{"0.01": 1, "12.3": 1230, "100": 10000, "-1.50": -150} {
		if got, err := wechatpay.YuanToFen(in); err != nil || got != want {
			t.Errorf("YuanToFen(%q) = %d, %v", in, got, err)
		}
	}
}
