package profile

import "testing"

func TestMaskMobile(t *testing.T) {
	for in, want := range map[string]string{
		"13800138000": "138****8000", "": "", "1": "*", "12": "**", "123456": "****56",
	} {
		if got := MaskMobile(in); got != want {
			t.Errorf("MaskMobile(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestAvatarURL(t *testing.T) {
	for in, want := range map[string]string{
		"":                             "",
		"ab/abcdef0123456789/320.jpg":  "/media/ab/abcdef0123456789/320.jpg",
		"https://thirdwx.qlogo.cn/a/0": "https://thirdwx.qlogo.cn/a/0",
		"http://wx.qlogo.cn/b/132":     "http://wx.qlogo.cn/b/132",
	} {
		if got := AvatarURL(in); got != want {
			t.Errorf("AvatarURL(%q) = %q, want %q", in, got, want)
		}
	}
}
