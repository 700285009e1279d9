package wechatpaysim

import (
	"crypto/sha1"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"time"

	"artmarket/server/providers/wechatpay"
)

// The trade bills: GET /v3/bill/tradebill?bill_date=&bill_type= answers
// {hash_type: SHA1, hash_value, download_url}, signed like every answer;
// the file at download_url (GET /v3/billdownload/file?token=, the request
// signed, the answer not, as WeChat Pay does) lists the day's payments (by
// their success time) and refunds (by the time they ended) the simulator
// saw, the day in Asia/Shanghai. Unlike WeChat Pay, which makes a day's bill
// the next morning, the simulator serves today's so far (a sandbox has no
// night to wait for); a later day answers STATEMENT_CREATING, a day without
// a line NO_STATEMENT_EXIST.
//
// Planted differences (the test knob POST /api/bill-plant, sandbox only)
// change what a day's bill says without changing what happened: an amount,
// a state, a line dropped or one added.

// maxBillFiles bounds the files kept for download (oldest forgotten first).
const maxBillFiles = 64

// PlantAction is how a planted difference changes a day's bill.
type PlantAction string

// The plant actions.
const (
	PlantAmount PlantAction = "amount" // the line's amount becomes AmountFen
	PlantState  PlantAction = "state"  // the line's 交易状态 (or 退款状态 of a refund) becomes State
	PlantDrop   PlantAction = "drop"   // the line is left out
	PlantAdd    PlantAction = "add"    // a payment of AmountFen no one made is added
	PlantClear  PlantAction = "clear"  // the day's plants are forgotten
)

// Plant is a difference planted in the bill of Date (YYYY-MM-DD): it acts
// on the payment line of OutTradeNo, or the refund line of OutRefundNo.
type Plant struct {
	Date        string      `json:"date"`
	Action      PlantAction `json:"action"`
	OutTradeNo  string      `json:"out_trade_no,omitempty"`
	OutRefundNo string      `json:"out_refund_no,omitempty"`
	AmountFen   int64       `json:"amount_fen,omitempty"`
	State       string      `json:"state,omitempty"`
}

// PlantBill plants p in its day's bill (PlantClear forgets the day's).
func (s *Sim) PlantBill(p Plant) error {
	if _, err := time.Parse(time.DateOnly, p.Date); err != nil {
		return errors.New("wechatpaysim: date: YYYY-MM-DD")
	}
	switch p.Action {
	case PlantClear:
		s.mu.Lock()
		delete(s.plants, p.Date)
		s.mu.Unlock()
		return nil
	case PlantAdd:
		if p.AmountFen <= 0 {
			return errors.New("wechatpaysim: an added line needs amount_fen > 0")
		}
	case PlantAmount, PlantState, PlantDrop:
		if (p.OutTradeNo == "") == (p.OutRefundNo == "") {
			return errors.New("wechatpaysim: name one line: out_trade_no or out_refund_no")
		}
		if p.Action == PlantAmount && p.AmountFen < 0 || p.Action == PlantState && p.State == "" {
			return errors.New("wechatpaysim: amount_fen ≥ 0 or a state")
		}
	default:
		return fmt.Errorf("wechatpaysim: action: one of amount, state, drop, add, clear")
	}
	s.mu.Lock()
	if p.Action == PlantAdd && p.OutTradeNo == "" {
		p.OutTradeNo = "PLANTED" + randomHex(6)
	}
	s.plants[p.Date] = append(s.plants[p.Date], p)
	s.mu.Unlock()
	return nil
}

// billLinesLocked are the lines of date's bill of kind, planted
// differences applied, in time order.
func (s *Sim) billLinesLocked(date string, kind wechatpay.BillType) []wechatpay.BillLine {
	var out []wechatpay.BillLine
	if kind != wechatpay.BillRefund {
		for _, o := range s.orders {
			if o.TransactionID != "" && wechatpay.BillDate(o.SuccessTime) == date {
				out = append(out, wechatpay.BillLine{Time: o.SuccessTime, TransactionID: o.TransactionID, OutTradeNo: o.OutTradeNo,
					TradeType: o.TradeType, TradeState: "SUCCESS", SettlementFen: o.Total})
			}
		}
	}
	if kind != wechatpay.BillSuccess {
		for _, rf := range s.refunds {
			if !rf.Ended.IsZero() && wechatpay.BillDate(rf.Ended) == date {
				l := wechatpay.BillLine{Time: rf.Ended, TransactionID: rf.TransactionID, OutTradeNo: rf.OutTradeNo, TradeState: "REFUND",
					RefundID: rf.RefundID, OutRefundNo: rf.OutRefundNo, RefundFen: rf.Refund, RefundStatus: rf.Status}
				if o := s.orders[rf.OutTradeNo]; o != nil {
					l.TradeType = o.TradeType
				}
				out = append(out, l)
			}
		}
	}
	for _, p := range s.plants[date] {
		out = plant(out, p, date)
	}
	slices.SortStableFunc(out, func(a, b wechatpay.BillLine) int { return a.Time.Compare(b.Time) })
	return out
}

// plant applies p to lines.
func plant(lines []wechatpay.BillLine, p Plant, date string) []wechatpay.BillLine {
	if p.Action == PlantAdd {
		at, _ := time.ParseInLocation(time.DateOnly, date, shanghai)
		return append(lines, wechatpay.BillLine{Time: at.Add(12 * time.Hour).UTC(), TransactionID: "4200PLANTED" + randomHex(8),
			OutTradeNo: p.OutTradeNo, TradeType: "NATIVE", TradeState: "SUCCESS", SettlementFen: p.AmountFen})
	}
	out := lines[:0]
	for _, l := range lines {
		hit := (p.OutRefundNo != "" && l.OutRefundNo == p.OutRefundNo) || (p.OutRefundNo == "" && !l.IsRefund() && l.OutTradeNo == p.OutTradeNo)
		switch {
		case !hit:
		case p.Action == PlantDrop:
			continue
		case p.Action == PlantAmount && l.IsRefund():
			l.RefundFen = p.AmountFen
		case p.Action == PlantAmount:
			l.SettlementFen = p.AmountFen
		case p.Action == PlantState && l.IsRefund():
			l.RefundStatus = p.State
		case p.Action == PlantState:
			l.TradeState = p.State
		}
		out = append(out, l)
	}
	return out
}

// billFile writes lines as WeChat Pay's bill file.
func (s *Sim) billFile(lines []wechatpay.BillLine) []byte {
	var b strings.Builder
	b.WriteString(strings.Join(wechatpay.BillColumns, ",") + "\n")
	var settled, refunded, fee int64
	for _, l := range lines {
		refundID, outRefundNo, refundType := "0", "0", ""
		if l.IsRefund() {
			refundID, outRefundNo, refundType = l.RefundID, l.OutRefundNo, "ORIGINAL"
		}
		f := ratioFee(l.SettlementFen)
		settled, refunded, fee = settled+l.SettlementFen, refunded+l.RefundFen, fee+f
		row := []string{
			l.Time.In(shanghai).Format(wechatpay.BillTimeLayout), firstOr(s.opts.AppIDs, ""), s.opts.MchID, "0", "", l.TransactionID, l.OutTradeNo,
			SandboxPayerOpenID, l.TradeType, l.TradeState, "OTHERS", "CNY", yuan(l.SettlementFen), "0.00", refundID, outRefundNo,
			yuan(l.RefundFen), "0.00", refundType, l.RefundStatus, "艺术品", "", yuan(f), "0.60%", yuan(l.SettlementFen), yuan(l.RefundFen), "",
		}
		b.WriteString("`" + strings.Join(row, ",`") + "\n")
	}
	b.WriteString(strings.Join(wechatpay.BillSummaryColumns, ",") + "\n")
	sum := []string{fmt.Sprint(len(lines)), yuan(settled), yuan(refunded), "0.00", yuan(fee), yuan(settled), yuan(refunded)}
	b.WriteString("`" + strings.Join(sum, ",`") + "\n")
	return []byte(b.String())
}

// ratioFee is the 0.6 % fee of fen, rounded half up.
func ratioFee(fen int64) int64 { return (fen*6 + 500) / 1000 }

func firstOr(v []string, def string) string {
	if len(v) > 0 {
		return v[0]
	}
	return def
}

func (s *Sim) tradeBill(r *http.Request, _ []byte) (int, any, error) {
	q := r.URL.Query()
	date, kind := q.Get("bill_date"), wechatpay.BillType(q.Get("bill_type"))
	if kind == "" {
		kind = wechatpay.BillAll
	}
	day, err := time.ParseInLocation(time.DateOnly, date, shanghai)
	switch {
	case err != nil:
		return 0, nil, paramError("bill_date 格式应为YYYY-MM-DD")
	case kind != wechatpay.BillAll && kind != wechatpay.BillSuccess && kind != wechatpay.BillRefund:
		return 0, nil, paramError("bill_type 应为ALL、SUCCESS或REFUND")
	case q.Get("tar_type") != "" && q.Get("tar_type") != "GZIP":
		return 0, nil, paramError("tar_type 仅支持GZIP")
	case day.After(s.now()):
		return 0, nil, fail(http.StatusBadRequest, "STATEMENT_CREATING", "账单生成中")
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	lines := s.billLinesLocked(date, kind)
	if len(lines) == 0 {
		return 0, nil, fail(http.StatusBadRequest, "NO_STATEMENT_EXIST", "账单文件不存在")
	}
	file := s.billFile(lines)
	token := randomHex(16)
	s.billFiles[token] = file
	s.billTokens = append(s.billTokens, token)
	if len(s.billTokens) > maxBillFiles {
		delete(s.billFiles, s.billTokens[0])
		s.billTokens = s.billTokens[1:]
	}
	sum := sha1.Sum(file)
	return 0, map[string]string{"hash_type": "SHA1", "hash_value": hex.EncodeToString(sum[:]),
		"download_url": "https://api.mch.weixin.qq.com/v3/billdownload/file?token=" + token}, nil
}

// billDownload serves a bill file: the merchant's signature checked, the
// answer unsigned (WeChat Pay signs no file).
func (s *Sim) billDownload(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(http.MaxBytesReader(w, r.Body, maxBody))
	uri := strings.TrimPrefix(r.URL.RequestURI(), s.base)
	if err := s.verifyRequest(r.Method, uri, r.Header.Get("Authorization"), body); err != nil {
		s.answer(w, 0, nil, errSign)
		return
	}
	s.mu.Lock()
	down := s.failNext > 0
	if down {
		s.failNext--
	}
	file, ok := s.billFiles[r.URL.Query().Get("token")]
	s.mu.Unlock()
	switch {
	case down:
		s.answer(w, 0, nil, errSystem)
	case !ok:
		s.answer(w, 0, nil, fail(http.StatusNotFound, "RESOURCE_NOT_EXISTS", "账单文件不存在或已过期"))
	default:
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		_, _ = w.Write(file)
	}
}

// knobPlant: POST /api/bill-plant with a JSON [Plant].
func (s *Sim) knobPlant(w http.ResponseWriter, r *http.Request) {
	var p Plant
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 4096)).Decode(&p); err != nil {
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": "a JSON plant"})
		return
	}
	if err := s.PlantBill(p); err != nil {
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": err.Error()})
		return
	}
	writeJSON(w, http.StatusOK, p)
}
