// Package devices describes a member's signed-in devices for people to
// read: the browser and system from a user agent, where the device signed in
// from, and its channel (spec §6: pc, h5, wechat).
package devices

import (
	"regexp"
	"strings"
)

// Unknown is the description of a user agent nothing is read from.
const Unknown = "未知设备"

// browsers are tried in order: the first that matches names the browser.
// Many user agents name several (Edge says Chrome and Safari too; WeChat
// says Safari or Chrome), so the specific ones come first.
var browsers = []struct {
	name string
	re   *regexp.Regexp
}{
	{"微信", regexp.MustCompile(`MicroMessenger/(\d+)`)},
	{"QQ", regexp.MustCompile(`\bQQ/(\d+)`)},
	{"钉钉", regexp.MustCompile(`DingTalk/(\d+)`)},
	{"支付宝", regexp.MustCompile(`AlipayClient/(\d+)`)},
	{"微博", regexp.MustCompile(`Weibo(?:__|/)(\d+)`)},
	{"Edge", regexp.MustCompile(`\bEdg(?:e|A|iOS)?/(\d+)`)},
	{"Opera", regexp.MustCompile(`\b(?:OPR|Opera)/(\d+)`)},
	{"QQ浏览器", regexp.MustCompile(`MQQBrowser/(\d+)|QQBrowser/(\d+)`)},
	{"UC浏览器", regexp.MustCompile(`UCBrowser/(\d+)`)},
	{"夸克", regexp.MustCompile(`Quark/(\d+)`)},
	{"百度", regexp.MustCompile(`baiduboxapp/(\d+)`)},
	{"360浏览器", regexp.MustCompile(`\b(?:QihooBrowser|360SE|360EE)(?:/(\d+))?`)},
	{"搜狗浏览器", regexp.MustCompile(`(?:SE \d\.X MetaSr|SogouMobileBrowser/(\d+))`)},
	{"华为浏览器", regexp.MustCompile(`HuaweiBrowser/(\d+)`)},
	{"小米浏览器", regexp.MustCompile(`MiuiBrowser/(\d+)`)},
	{"三星浏览器", regexp.MustCompile(`SamsungBrowser/(\d+)`)},
	{"Firefox", regexp.MustCompile(`(?:Firefox|FxiOS)/(\d+)`)},
	{"Chrome", regexp.MustCompile(`(?:HeadlessChrome|Chrome|CriOS)/(\d+)`)},
	{"Safari", regexp.MustCompile(`Version/(\d+)[.\d]* (?:Mobile/\S+ )?Safari/`)},
	{"IE", regexp.MustCompile(`MSIE (\d+)|Trident/.*rv:(\d+)`)},
}

var (
	reWindows  = regexp.MustCompile(`Windows NT (\d+\.\d+)`)
	reIOS      = regexp.MustCompile(`(?:iPhone|CPU) OS (\d+)`)
	reAndroid  = regexp.MustCompile(`Android (\d+)`)
	reHarmony  = regexp.MustCompile(`(?:HarmonyOS|OpenHarmony)[ /]?(\d+)?`)
	reMac      = regexp.MustCompile(`Mac OS X (\d+)[._](\d+)`)
	windowsVer = map[string]string{"10.0": "Windows", "6.3": "Windows 8.1", "6.2": "Windows 8", "6.1": "Windows 7", "6.0": "Windows Vista", "5.1": "Windows XP"}
)

// Describe reads a user agent as "browser version · system", e.g.
// "Chrome 120 · Windows" or "微信 8 · iOS 17"; [Unknown] when it reads
// neither.
func Describe(ua string) string {
	b, o := Browser(ua), OS(ua)
	switch {
	case b != "" && o != "":
		return b + " · " + o
	case b != "":
		return b
	case o != "":
		return o
	default:
		return Unknown
	}
}

// Browser is the browser (or app) and its major version, or "".
func Browser(ua string) string {
	for _, b := range browsers {
		m := b.re.FindStringSubmatch(ua)
		if m == nil {
			continue
		}
		for _, v := range m[1:] {
			if v != "" {
				return b.name + " " + v
			}
		}
		return b.name
	}
	return ""
}

// OS is the operating system (with its version where the user agent tells
// one a person knows), or "".
func OS(ua string) string {
	switch {
	case reHarmony.MatchString(ua):
		if m := reHarmony.FindStringSubmatch(ua); m[1] != "" {
			return "HarmonyOS " + m[1]
		}
		return "HarmonyOS"
	case strings.Contains(ua, "iPhone") || strings.Contains(ua, "iPad") || strings.Contains(ua, "iPod"):
		if m := reIOS.FindStringSubmatch(ua); m != nil {
			return "iOS " + m[1]
		}
		return "iOS"
	case strings.Contains(ua, "Android"):
		if m := reAndroid.FindStringSubmatch(ua); m != nil {
			return "Android " + m[1]
		}
		return "Android"
	case strings.Contains(ua, "Windows Phone"):
		return "Windows Phone"
	case strings.Contains(ua, "Windows"):
		if m := reWindows.FindStringSubmatch(ua); m != nil {
			if name, ok := windowsVer[m[1]]; ok {
				return name
			}
		}
		return "Windows"
	case strings.Contains(ua, "CrOS"):
		return "ChromeOS"
	case strings.Contains(ua, "Macintosh") || strings.Contains(ua, "Mac OS X"):
		return "macOS"
	case strings.Contains(ua, "Linux") || strings.Contains(ua, "X11"):
		return "Linux"
	}
	return ""
}

// Channel values (spec §6).
const (
	PC     = "pc"
	H5     = "h5"
	WeChat = "wechat"
)

// Channel is the channel a device signs in through: the Channel header when
// it names one of spec §6's three, else what the user agent tells (inside
// WeChat, a mobile browser, or a computer).
func Channel(header, ua string) string {
	switch h := strings.ToLower(strings.TrimSpace(header)); h {
	case PC, H5, WeChat:
		return h
	}
	switch {
	case strings.Contains(ua, "MicroMessenger"):
		return WeChat
	case strings.Contains(ua, "Mobile") || strings.Contains(ua, "Android") || strings.Contains(ua, "iPhone") || strings.Contains(ua, "iPad"):
		return H5
	default:
		return PC
	}
}
