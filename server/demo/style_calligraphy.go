package demo

// 书法: black ink writing on xuan, gold-flecked red, or aged paper, laid out
// as a horizontal banner (横幅), hanging scroll (条幅/中堂) or square (斗方),
// with a signature column and seals.

func paintCalligraphy(r rng, w, h int) *canvas {
	W, H := float32(w), float32(h)
	var c *canvas
	switch k := r.IntN(10); {
	case k < 6:
		c = ricePaper(r, w, h, pick(r, []rgb{hex(0xf0ead9), hex(0xece3cf)}))
	case k < 8:
		c = ricePaper(r, w, h, hex(0xe6d5a8)) // aged
	default:
		c = ricePaper(r, w, h, hex(0xb8352a)) // 洒金 red
		for i := 0; i < int(W*H/900); i++ {
			x, y := r.f(0, W), r.f(0, H)
			s := r.f(1, 5)
			c.fillPoly(quad(x, y, x+s, y+r.f(-1, 1), x+s*r.f(0.5, 1.2), y+s, x+r.f(-1, 1), y+s*0.8), hex(0xd8b45a), r.f(0.5, 0.95), blendOver, 0, field{})
		}
	}
	scr := scriptRegular
	switch k := r.IntN(20); {
	case k < 8:
	case k < 14:
		scr = scriptCursive
	case k < 18:
		scr = scriptClerical
	default:
		scr = scriptSeal
	}
	wr := writer{c: c, r: r, ink: inkBlack, scr: scr, weight: r.f(0.032, 0.048), dry: r.f(0.2, 0.7), slant: r.f(-0.02, 0.08), mode: blendMultiply, op: 0.95}
	if scr == scriptSeal {
		wr.weight = 0.028
		wr.dry = 0.1
	}
	small := writer{c: c, r: r, ink: inkBlack, scr: scriptRegular, weight: 0.055, dry: 0.2, slant: 0.05, mode: blendMultiply, op: 0.9}
	ar := W / H
	switch {
	case ar > 1.5: // 横幅: a few big characters, right to left
		n := 2 + r.IntN(3)
		s := min(H*0.6, W*0.78/float32(n))
		gap := s * 0.12
		total := float32(n)*s + float32(n-1)*gap
		x := (W+total)/2 - s
		y := (H - s) / 2
		for i := 0; i < n; i++ {
			wr.char(x-float32(i)*(s+gap), y+r.n(0, s*0.03), s)
		}
		ss := s * 0.16
		sx := (W-total)/2 - ss*2.2
		small.column(sx, y, ss, ss*0.2, 5+r.IntN(4))
		seal(c, r, sx, y+float32(8)*ss*1.25, ss*1.3, true)
		seal(c, r, (W+total)/2+ss*0.8, y, ss*1.1, false)
	case ar < 0.7 || r.chance(0.5): // columns, right to left
		cols := 1 + r.IntN(4)
		per := 2 + r.IntN(5)
		s := min(W*0.72/(float32(cols)*1.25+0.4), H*0.8/(float32(per)*1.12))
		per = max(per, int(H*0.8/(s*1.12)))
		x := W*0.5 + float32(cols)*s*1.25/2 - s
		for k := 0; k < cols; k++ {
			n := per
			if k == cols-1 && cols > 1 {
				n = 1 + r.IntN(per)
			}
			wr.column(x-float32(k)*s*1.25, H*0.08, s, s*0.12, n)
		}
		ss := s * 0.22
		sx := x - float32(cols)*s*1.25 + s - ss*1.6
		if cols > 2 {
			ss = s * 0.3
		}
		sy := H*0.08 + float32(per/2)*s*1.1
		small.column(sx, sy, ss, ss*0.2, 5)
		seal(c, r, sx-ss*0.05, sy+5*ss*1.25, ss*1.2, true)
		seal(c, r, x+s*0.95, H*0.08, ss, false)
	default: // 斗方: one large character
		s := min(W, H) * 0.68
		wr.char((W-s)/2, (H-s)/2-H*0.02, s)
		ss := s * 0.07
		small.column(W*0.08, H*0.2, ss, ss*0.2, 6)
		seal(c, r, W*0.08, H*0.2+6*ss*1.25, ss*1.4, true)
	}
	c.vignette(0.1)
	return c
}
