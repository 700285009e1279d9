package funds

import (
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// idWeights are GB 11643's weights of the first 17 digits (2^(17-i) mod 11).
var idWeights = [17]int{7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2}

// idCheck maps the weighted sum mod 11 to the check character (ISO 7064 MOD 11-2).
const idCheck = "10X98765432"

// ValidResidentID reports whether id is an 18-character resident ID
// number of GB 11643: a six-digit area code (first digit 1–8), a real birth
// date not in the future and not before 1900, a sequence number and the
// check character (a digit or X). id must already be upper case.
func ValidResidentID(id string, now time.Time) bool {
	if len(id) != 18 {
		return false
	}
	sum := 0
	for i := 0; i < 17; i++ {
		c := id[i]
		if c < '0' || c > '9' {
			return false
		}
		sum += int(c-'0') * idWeights[i]
	}
	if id[17] != idCheck[sum%11] {
		return false
	}
	if id[0] < '1' || id[0] > '8' || id[2:6] == "0000" {
		return false
	}
	birth, err := time.ParseInLocation("20060102", id[6:14], shanghai)
	if err != nil || birth.Format("20060102") != id[6:14] {
		return false
	}
	return birth.Year() >= 1900 && !birth.After(now)
}

// shanghai is the zone of birth dates.
var shanghai = func() *time.Location {
	if l, err := time.LoadLocation("Asia/Shanghai"); err == nil {
		return l
	}
	return time.FixedZone("CST", 8*3600)
}()

// NormalizeID trims an entered ID number and upper-cases its x.
func NormalizeID(id string) string { return strings.ToUpper(strings.TrimSpace(id)) }

// ValidLuhn reports whether number (digits only) passes the Luhn check.
func ValidLuhn(number string) bool {
	if number == "" {
		return false
	}
	sum, double := 0, false
	for i := len(number) - 1; i >= 0; i-- {
		c := number[i]
		if c < '0' || c > '9' {
			return false
		}
		d := int(c - '0')
		if double {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		double = !double
	}
	return sum%10 == 0
}

// ValidName reports whether name is a real name: 2 to 30 characters of
// Chinese (Han) characters with the middle dot of minority and foreign
// names (·, not first or last, never doubled).
func ValidName(name string) bool {
	n := utf8.RuneCountInString(name)
	if n < 2 || n > 30 {
		return false
	}
	prevDot := true // a dot may not come first
	for _, r := range name {
		switch {
		case r == '·' || r == '•' || r == '・':
			if prevDot {
				return false
			}
			prevDot = true
		case unicode.Is(unicode.Han, r):
			prevDot = false
		default:
			return false
		}
	}
	return !prevDot
}

// NormalizeName trims a name and writes its dot as ·.
func NormalizeName(name string) string {
	return strings.NewReplacer("•", "·", "・", "·").Replace(strings.TrimSpace(name))
}

// MaskName keeps the first character: 张三 → 张*, 欧阳修 → 欧**.
func MaskName(name string) string {
	r := []rune(name)
	if len(r) == 0 {
		return ""
	}
	return string(r[0]) + strings.Repeat("*", len(r)-1)
}

// MaskID keeps the first and last four characters: 1101**********1234.
func MaskID(id string) string {
	if len(id) <= 8 {
		return strings.Repeat("*", len(id))
	}
	return id[:4] + strings.Repeat("*", len(id)-8) + id[len(id)-4:]
}

// MaskTail shows the last four characters: **** 1234.
func MaskTail(s string) string {
	r := []rune(s)
	if len(r) <= 4 {
		return "**** " + strings.Repeat("*", len(r))
	}
	return "**** " + string(r[len(r)-4:])
}
