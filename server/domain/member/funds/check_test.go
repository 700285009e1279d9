package funds

import (
	"bytes"
	"testing"
	"time"
)

var testNow = time.Date(2026, 11, 25, 0, 0, 0, 0, time.UTC)

func TestValidResidentID(t *testing.T) {
	for _, id := range []string{"11010519491231002X", "440304199001011233", "110101199003074477", "510104198708156519"} {
		if !ValidResidentID(id, testNow) {
			t.Errorf("%s refused", id)
		}
	}
	for id, why := range map[string]string{
		"11010519491231002x":  "lower-case x (callers normalise)",
		"110105194912310021":  "wrong check digit",
		"440304199001011234":  "wrong check digit",
		"11010519491231002":   "17 characters",
		"1101051949123100211": "19 characters",
		"110105194913310021":  "month 13",
		"110105194902300020":  "30 February (check digit aside)",
		"A10105194912310021":  "a letter",
		"":                    "empty",
		"00000019900101123X":  "area 000000",
		"910304199001011236":  "area starting with 9",
		"110000199001011235":  "area without a county",
		"440304203001011232":  "born in the future",
		"440304180001011233":  "born before 1900",
	} {
		if ValidResidentID(id, testNow) {
			t.Errorf("%s accepted: %s", id, why)
		}
	}
	if NormalizeID(" 11010519491231002x ") != "11010519491231002X" {
		t.Error("NormalizeID")
	}
}

func TestValidLuhn(t *testing.T) {
	for _, n := range []string{"622202100112345678", "6228480402564890018", "4111111111111111", "621700000000004"} {
		if !ValidLuhn(n) {
			t.Errorf("%s refused", n)
		}
	}
	for _, n := range []string{"622202100112345679", "6228480402564890010", "4111111111111112", "", "62220210011234567a", "6222 0210 0112 3456 78"} {
		if ValidLuhn(n) {
			t.Errorf("%q accepted", n)
		}
	}
}

func TestValidName(t *testing.T) {
	for _, n := range []string{"张三", "欧阳修", "阿卜杜勒·艾尼", "买买提·吐尔逊·阿不都"} {
		if !ValidName(NormalizeName(n)) {
			t.Errorf("%s refused", n)
		}
	}
	long := ""
	for range 31 {
		long += "张"
	}
	for _, n := range []string{"张", "", "Zhang San", "张三1", "·张三", "张三·", "张··三", long, "张 三"} {
		if ValidName(n) {
			t.Errorf("%q accepted", n)
		}
	}
	if NormalizeName(" 阿卜杜勒•艾尼 ") != "阿卜杜勒·艾尼" {
		t.Error("NormalizeName")
	}
}

func TestMasks(t *testing.T) {
	for got, want := range map[string]string{
		MaskName("张三"):                                "张*",
		MaskName("欧阳修"):                               "欧**",
		MaskID("11010519491231002X"):                  "1101**********002X",
		MaskTail("622202100112345678"):                "**** 5678",
		maskAccount(KindAlipay, "13800138000"):        "138****8000",
		maskAccount(KindAlipay, "pay@example.com"):    "p***@example.com",
		maskAccount(KindBankCard, "4111111111111111"): "**** 1111",
	} {
		if got != want {
			t.Errorf("got %q, want %q", got, want)
		}
	}
}

func TestCipher(t *testing.T) {
	key := bytes.Repeat([]byte{7}, KeySize)
	c, err := NewCipher(key)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := c.Seal("11010519491231002X", "real_name:1")
	b, _ := c.Seal("11010519491231002X", "real_name:1")
	if bytes.Equal(a, b) {
		t.Error("two seals of the same text are equal: the nonce is not random")
	}
	if bytes.Contains(a, []byte("11010519491231002X")) {
		t.Error("ciphertext contains the plaintext")
	}
	if got, err := c.Open(a, "real_name:1"); err != nil || got != "11010519491231002X" {
		t.Fatalf("round trip: %q %v", got, err)
	}
	if _, err := c.Open(a, "real_name:2"); err != ErrDecrypt {
		t.Errorf("another member's place opened: %v", err)
	}
	other, _ := NewCipher(bytes.Repeat([]byte{8}, KeySize))
	if got, err := other.Open(a, "real_name:1"); err != ErrDecrypt || got != "" {
		t.Errorf("wrong key: %q %v", got, err)
	}
	tampered := append([]byte(nil), a...)
	tampered[len(tampered)-1] ^= 1
	if _, err := c.Open(tampered, "real_name:1"); err != ErrDecrypt {
		t.Errorf("tampered: %v", err)
	}
	if _, err := c.Open([]byte{1, 2}, "real_name:1"); err != ErrDecrypt {
		t.Errorf("short: %v", err)
	}
	if c.Hash("x") == other.Hash("x") || c.Hash("x") != c.Hash("x") {
		t.Error("hash is not keyed or not stable")
	}
	if _, err := NewCipher([]byte("short")); err == nil {
		t.Error("short key accepted")
	}
}
