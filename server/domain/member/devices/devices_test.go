package devices

import "testing"

func TestDescribe(t *testing.T) {
	for _, c := range []struct{ ua, want string }{
		{"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36", "Chrome 120 · Windows"},
		{"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91", "Edge 120 · Windows"},
		{"Mozilla/5.0 (Windows NT 6.1; Win64; x64; rv:115.0) Gecko/20100101 Firefox/115.0", "Firefox 115 · Windows 7"},
		{"Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15", "Safari 17 · macOS"},
		{"Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1", "Safari 17 · iOS 17"},
		{"Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2d) NetType/WIFI Language/zh_CN", "微信 8 · iOS 16"},
		{"Mozilla/5.0 (Linux; Android 13; V2218A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5235 MMWEBSDK/20230701 MicroMessenger/8.0.40.2420(0x28002851) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64", "微信 8 · Android 13"},
		{"Mozilla/5.0 (Linux; U; Android 12; zh-cn; M2102K1C Build/SKQ1.211006.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/100.0.4896.127 Mobile Safari/537.36 XiaoMi/MiuiBrowser/17.6.80", "小米浏览器 17 · Android 12"},
		{"Mozilla/5.0 (Linux; Android 10; HarmonyOS; ELS-AN00) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/99.0.4844.88 HuaweiBrowser/14.0.0.300 Mobile Safari/537.36", "华为浏览器 14 · HarmonyOS"},
		{"Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36", "Chrome 131 · Linux"},
		{"Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36", "Chrome 114 · ChromeOS"},
		{"Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/119.0.6045.109 Mobile/15E148 Safari/604.1", "Chrome 119 · iOS 17"},
		{"Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko", "IE 11 · Windows"},
		{"curl/8.5.0", Unknown},
		{"", Unknown},
		{"Go-http-client/1.1 (Linux)", "Linux"},
	} {
		if got := Describe(c.ua); got != c.want {
			t.Errorf("Describe(%q) = %q, want %q", c.ua, got, c.want)
		}
	}
}

func TestLocation(t *testing.T) {
	for ip, want := range map[string]string{
		"203.0.113.77":           "203.0.113.*",
		"::ffff:203.0.113.77":    "203.0.113.*",
		"2001:db8:1:2:3:4:5:6":   "2001:db8:1::/48",
		"127.0.0.1":              "本机",
		"::1":                    "本机",
		"192.168.1.20":           "局域网",
		"10.0.0.8":               "局域网",
		"fd00::1":                "局域网",
		"":                       "未知",
		"not-an-ip":              "未知",
		"203.0.113.77:8080":      "未知",
		"1.2.3.4.5":              "未知",
		"8.8.8.8":                "8.8.8.*",
		"2400:cb00:2049:1::a29f": "2400:cb00:2049::/48",
	} {
		if got := Location(ip); got != want {
			t.Errorf("Location(%q) = %q, want %q", ip, got, want)
		}
	}
}

func TestChannel(t *testing.T) {
	const (
		desktop = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0.0.0 Safari/537.36"
		phone   = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) Mobile/15E148 Safari/604.1"
		wechat  = "Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) Mobile/15E148 MicroMessenger/8.0.44"
	)
	for _, c := range []struct{ header, ua, want string }{
		{"pc", phone, PC},
		{"H5", desktop, H5},
		{" wechat ", desktop, WeChat},
		{"", desktop, PC},
		{"", phone, H5},
		{"", wechat, WeChat},
		{"tablet", wechat, WeChat},
		{"<script>", desktop, PC},
	} {
		if got := Channel(c.header, c.ua); got != c.want {
			t.Errorf("Channel(%q, %q) = %q, want %q", c.header, c.ua, got, c.want)
		}
	}
}
