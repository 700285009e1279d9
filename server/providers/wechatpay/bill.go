package wechatpay

import (
	"bufio"
	"context"
	"crypto/sha1"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/wechatpay-apiv3/wechatpay-go/core"
	"github.com/wechatpay-apiv3/wechatpay-go/core/option"
)

// The trade bill (交易账单) of one day: GET /v3/bill/tradebill answers a
// signed {hash_type, hash_value, download_url}; the file at download_url
// (GET /v3/billdownload/file, a signed request whose answer is not signed)
// is text whose fields start with a backtick: a header line, one line a
// payment or refund, then a summary header and its one line. The file is
// checked against the SHA1 the first answer named, and its summary against
// its lines.

// BillType is bill_type: which lines a bill holds.
type BillType string

// The bill types.
const (
	BillAll     BillType = "ALL"     // payments and refunds
	BillSuccess BillType = "SUCCESS" // payments
	BillRefund  BillType = "REFUND"  // refunds
)

// The bill's columns, as WeChat Pay names them (the parser finds each by
// its name, so a bill with more columns still reads).
const (
	ColTime          = "交易时间"
	ColAppID         = "公众账号ID"
	ColMchID         = "商户号"
	ColTransactionID = "微信订单号"
	ColOutTradeNo    = "商户订单号"
	ColOpenID        = "用户标识"
	ColTradeType     = "交易类型"
	ColTradeState    = "交易状态"
	ColSettlement    = "应结订单金额"
	ColRefundID      = "微信退款单号"
	ColOutRefundNo   = "商户退款单号"
	ColRefund        = "退款金额"
	ColRefundStatus  = "退款状态"
	ColTotal         = "订单金额"
)

// BillColumns is the header of a trade bill of type ALL.
var BillColumns = []string{
	ColTime, ColAppID, ColMchID, "特约商户号", "设备号", ColTransactionID, ColOutTradeNo, ColOpenID, ColTradeType, ColTradeState,
	"付款银行", "货币种类", ColSettlement, "代金券金额", ColRefundID, ColOutRefundNo, ColRefund, "充值券退款金额", "退款类型",
	ColRefundStatus, "商品名称", "商户数据包", "手续费", "费率", ColTotal, "申请退款金额", "费率备注",
}

// BillSummaryColumns is the header of the summary at the end of a bill.
var BillSummaryColumns = []string{"总交易单数", "应结订单总金额", "退款总金额", "充值券退款总金额", "手续费总金额", "订单总金额", "申请退款总金额"}

// BillTimeLayout is the bill's 交易时间 (Asia/Shanghai).
const BillTimeLayout = "2006-01-02 15:04:05"

// BillLine is one line of a bill: a payment (TradeState SUCCESS, no
// OutRefundNo) or a refund (TradeState REFUND, with its refund numbers).
type BillLine struct {
	Time          time.Time // UTC
	TransactionID string
	OutTradeNo    string
	TradeType     string
	TradeState    string // SUCCESS for a payment, REFUND for a refund
	SettlementFen int64  // 应结订单金额: what the payment brought in
	RefundID      string
	OutRefundNo   string
	RefundFen     int64  // 退款金额
	RefundStatus  string // SUCCESS, PROCESSING, ABNORMAL, CLOSED; empty on a payment
}

// IsRefund says whether l is a refund's line.
func (l BillLine) IsRefund() bool { return l.OutRefundNo != "" }

// Bill is one day's trade bill.
type Bill struct {
	Date  string // YYYY-MM-DD, Asia/Shanghai
	Lines []BillLine
}

// Bills is what reconciliation needs of WeChat Pay: one day's trade bill.
type Bills interface {
	// TradeBill downloads the trade bill of day (its date in Asia/Shanghai):
	// a day without a trade answers an empty bill; a bill not made yet, a
	// provider that does not answer, a file whose hash or summary does not
	// check out answer ErrUnavailable (retry later).
	TradeBill(ctx context.Context, day time.Time, kind BillType) (Bill, error)
}

var _ Bills = (*Client)(nil)

// ErrNoBill: WeChat Pay has no bill for the day (NO_STATEMENT_EXIST: no
// trade that day). TradeBill answers it as an empty bill.
var ErrNoBill = errors.New("wechatpay: no bill for the day")

// maxBillBytes bounds a downloaded bill (a day of ours is far smaller).
const maxBillBytes = 64 << 20

// BillDate is day's date in Asia/Shanghai (the bill's day).
func BillDate(day time.Time) string { return day.In(shanghai).Format(time.DateOnly) }

// TradeBill implements [Bills].
func (c *Client) TradeBill(ctx context.Context, day time.Time, kind BillType) (Bill, error) {
	date := BillDate(day)
	out := Bill{Date: date}
	q := url.Values{"bill_date": {date}, "bill_type": {string(kind)}}
	var ans struct {
		HashType    string `json:"hash_type"`
		HashValue   string `json:"hash_value"`
		DownloadURL string `json:"download_url"`
	}
	code := ""
	err := c.call(ctx, "trade bill "+date, func(ctx context.Context) (*core.APIResult, error) {
		res, err := c.sdk.Get(ctx, "https://api.mch.weixin.qq.com/v3/bill/tradebill?"+q.Encode())
		var ae *core.APIError
		if errors.As(err, &ae) {
			code = ae.Code
		}
		if err != nil {
			return res, err
		}
		defer res.Response.Body.Close()
		return res, json.NewDecoder(io.LimitReader(res.Response.Body, 1<<16)).Decode(&ans)
	})
	switch {
	case code == "NO_STATEMENT_EXIST":
		return out, nil
	case code == "STATEMENT_CREATING":
		return out, fmt.Errorf("wechatpay: trade bill %s not made yet: %w", date, ErrUnavailable)
	case err != nil:
		return out, err
	}
	if !strings.EqualFold(ans.HashType, "SHA1") || ans.DownloadURL == "" {
		return out, fmt.Errorf("wechatpay: trade bill %s: hash %q, url %q: %w: %w", date, ans.HashType, ans.DownloadURL, ErrUnavailable, ErrBadAnswer)
	}
	body, err := c.download(ctx, ans.DownloadURL)
	if err != nil {
		return out, fmt.Errorf("wechatpay: trade bill %s: %w", date, err)
	}
	sum := sha1.Sum(body)
	if !strings.EqualFold(hex.EncodeToString(sum[:]), ans.HashValue) {
		return out, fmt.Errorf("wechatpay: trade bill %s: SHA1 does not match: %w: %w", date, ErrUnavailable, ErrBadAnswer)
	}
	if out.Lines, err = ParseBill(body); err != nil {
		return out, fmt.Errorf("wechatpay: trade bill %s: %w: %w: %v", date, ErrUnavailable, ErrBadAnswer, err)
	}
	return out, nil
}

// download fetches a bill file: the request signed by the merchant, the
// answer unsigned (as WeChat Pay sends it: the SDK's FAQ says to skip its
// validation and check the hash instead).
func (c *Client) download(ctx context.Context, u string) ([]byte, error) {
	if c.files == nil {
		return nil, errors.New("no download client")
	}
	var body []byte
	err := c.call(ctx, "bill download", func(ctx context.Context) (*core.APIResult, error) {
		res, err := c.files.Get(ctx, u)
		if err != nil {
			return res, err
		}
		defer res.Response.Body.Close()
		body, err = io.ReadAll(io.LimitReader(res.Response.Body, maxBillBytes+1))
		if err == nil && len(body) > maxBillBytes {
			err = errors.New("bill file too large")
		}
		return res, err
	})
	return body, err
}

// newFileClient is the SDK client of bill downloads: the merchant's
// credential, no answer validation, the same HTTP client.
func newFileClient(cfg Config, hc *http.Client) (*core.Client, error) {
	return core.NewClient(context.Background(),
		option.WithMerchantCredential(cfg.MchID, cfg.MerchantSerial, cfg.MerchantKey),
		option.WithoutValidator(), option.WithHTTPClient(hc))
}

// ParseBill reads a bill file's lines and checks its summary (the count of
// lines and the sums of 应结订单金额 and 退款金额) against them.
func ParseBill(body []byte) ([]BillLine, error) {
	sc := bufio.NewScanner(strings.NewReader(strings.TrimPrefix(string(body), "\ufeff")))
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	var col map[string]int
	var lines []BillLine
	var summary []string
	inSummary := false
	for n := 1; sc.Scan(); n++ {
		text := strings.TrimRight(sc.Text(), "\r")
		if strings.TrimSpace(text) == "" {
			continue
		}
		f := strings.Split(text, ",")
		switch {
		case col == nil:
			col = map[string]int{}
			for i, name := range f {
				col[strings.TrimSpace(name)] = i
			}
			for _, need := range []string{ColTime, ColTransactionID, ColOutTradeNo, ColTradeState, ColSettlement, ColOutRefundNo, ColRefund} {
				if _, ok := col[need]; !ok {
					return nil, fmt.Errorf("bill header lacks %s", need)
				}
			}
		case f[0] == BillSummaryColumns[0]:
			inSummary = true
		case inSummary:
			summary = f
		default:
			l, err := parseBillLine(f, col)
			if err != nil {
				return nil, fmt.Errorf("bill line %d: %w", n, err)
			}
			lines = append(lines, l)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if col == nil || summary == nil {
		return nil, errors.New("bill without header or summary")
	}
	return lines, checkSummary(lines, summary)
}

func parseBillLine(f []string, col map[string]int) (BillLine, error) {
	get := func(name string) string {
		i, ok := col[name]
		if !ok || i >= len(f) {
			return ""
		}
		return strings.TrimPrefix(strings.TrimSpace(f[i]), "`")
	}
	var l BillLine
	at, err := time.ParseInLocation(BillTimeLayout, get(ColTime), shanghai)
	if err != nil {
		return l, fmt.Errorf("交易时间 %q", get(ColTime))
	}
	l = BillLine{Time: at.UTC(), TransactionID: get(ColTransactionID), OutTradeNo: get(ColOutTradeNo), TradeType: get(ColTradeType),
		TradeState: get(ColTradeState), RefundID: get(ColRefundID), OutRefundNo: get(ColOutRefundNo), RefundStatus: get(ColRefundStatus)}
	if l.OutRefundNo == "0" { // WeChat Pay writes 0 in a payment's refund numbers
		l.OutRefundNo, l.RefundID = "", ""
	}
	if l.SettlementFen, err = YuanToFen(get(ColSettlement)); err != nil {
		return l, err
	}
	if l.RefundFen, err = YuanToFen(get(ColRefund)); err != nil {
		return l, err
	}
	return l, nil
}

// checkSummary compares the summary's count and sums with the lines.
func checkSummary(lines []BillLine, f []string) error {
	if len(f) < 3 {
		return errors.New("bill summary too short")
	}
	field := func(i int) string { return strings.TrimPrefix(strings.TrimSpace(f[i]), "`") }
	n, err := strconv.Atoi(field(0))
	if err != nil {
		return fmt.Errorf("bill summary count %q", field(0))
	}
	settled, err := YuanToFen(field(1))
	if err != nil {
		return err
	}
	refunded, err := YuanToFen(field(2))
	if err != nil {
		return err
	}
	var s, r int64
	for _, l := range lines {
		s += l.SettlementFen
		r += l.RefundFen
	}
	if n != len(lines) || s != settled || r != refunded {
		return fmt.Errorf("bill summary (%d lines, %d, %d fen) does not match its lines (%d, %d, %d)", n, settled, refunded, len(lines), s, r)
	}
	return nil
}

// YuanToFen reads an amount in yuan with at most two decimals ("12.30",
// "0.01", "-1.5") exactly, as fen.
func YuanToFen(s string) (int64, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, nil
	}
	neg := strings.HasPrefix(s, "-")
	whole, frac, _ := strings.Cut(strings.TrimPrefix(s, "-"), ".")
	if len(frac) > 2 || whole == "" || len(whole) > 12 {
		return 0, fmt.Errorf("amount %q", s)
	}
	frac += strings.Repeat("0", 2-len(frac))
	y, err1 := strconv.ParseUint(whole, 10, 63)
	f, err2 := strconv.ParseUint(frac, 10, 8)
	if err1 != nil || err2 != nil {
		return 0, fmt.Errorf("amount %q", s)
	}
	fen := int64(y)*100 + int64(f)
	if neg {
		fen = -fen
	}
	return fen, nil
}

// FenToYuan writes fen as yuan with two decimals, as bills do.
func FenToYuan(fen int64) string {
	sign := ""
	if fen < 0 {
		sign, fen = "-", -fen
	}
	return fmt.Sprintf("%s%d.%02d", sign, fen/100, fen%100)
}
