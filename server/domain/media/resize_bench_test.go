package media

import "testing"

func BenchmarkResizeCascade(b *testing.B) {
	src := testImage(1280, 960, 1)
	for i := 0; i < b.N; i++ {
		m := resizeRGBA(src, 960, 720, true)
		m = resizeRGBA(m, 640, 480, true)
		_ = resizeRGBA(m, 320, 240, true)
	}
}
