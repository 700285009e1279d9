package funds

// Bank is a bank a card may belong to.
type Bank struct {
	Code string
	Name string
}

// Banks is the list the cash-out form offers (and the only codes accepted).
var Banks = []Bank{
	{"ICBC", "中国工商银行"},
	{"ABC", "中国农业银行"},
	{"BOC", "中国银行"},
	{"CCB", "中国建设银行"},
	{"BOCOM", "交通银行"},
	{"PSBC", "中国邮政储蓄银行"},
	{"CMB", "招商银行"},
	{"CITIC", "中信银行"},
	{"CEB", "中国光大银行"},
	{"HXB", "华夏银行"},
	{"CMBC", "中国民生银行"},
	{"CGB", "广发银行"},
	{"PAB", "平安银行"},
	{"CIB", "兴业银行"},
	{"SPDB", "上海浦东发展银行"},
	{"CZB", "浙商银行"},
	{"BOB", "北京银行"},
	{"BOS", "上海银行"},
}

// BankByCode finds a bank of the list.
func BankByCode(code string) (Bank, bool) {
	for _, b := range Banks {
		if b.Code == code {
			return b, true
		}
	}
	return Bank{}, false
}
