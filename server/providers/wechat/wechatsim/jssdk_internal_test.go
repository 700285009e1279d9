package wechatsim

import "testing"

// The test vectors of WeChat's JS-SDK documentation.
func TestJSSDKSignatureVectors(t *testing.T) {
	const ticket = "sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg"
	for url, want := range map[string]string{
		"http://mp.weixin.qq.com":              "f4d90daf4b3bca3078ab155816175ba34c443a7b",
		"http://mp.weixin.qq.com?params=value": "0f9de62fce790f9a083d5c99e95740ceb90c27ed",
		"http://mp.weixin.qq.com#wechat":       "f4d90daf4b3bca3078ab155816175ba34c443a7b",
	} {
		if got := jssdkSignature(ticket, "Wm3WZYTPz0wzccnW", "1414587457", url); got != want {
			t.Errorf("signature for %s = %s, want %s", url, got, want)
		}
	}
}
