package demo

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"strings"
	"unicode"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// logoSize is the side of a painted gallery logo, in pixels.
const logoSize = 480

// logoInks are the logo colours: background and letters.
var logoInks = [][2]color.RGBA{
	{{0x22, 0x22, 0x22, 0xff}, {0xfc, 0xfc, 0xfc, 0xff}},
	{{0xf4, 0xef, 0xe6, 0xff}, {0x22, 0x22, 0x22, 0xff}},
	{{0x8c, 0x2f, 0x23, 0xff}, {0xfc, 0xf7, 0xee, 0xff}},
	{{0x1f, 0x3a, 0x4d, 0xff}, {0xe9, 0xe4, 0xd8, 0xff}},
	{{0xd9, 0xc9, 0xa3, 0xff}, {0x2b, 0x2b, 0x2b, 0xff}},
	{{0x2f, 0x4a, 0x3a, 0xff}, {0xf2, 0xee, 0xe3, 0xff}},
}

var logoFace font.Face

func init() {
	f, err := opentype.Parse(gobold.TTF)
	if err != nil {
		panic(fmt.Sprintf("demo: the Go Bold font does not parse: %v", err))
	}
	logoFace, err = opentype.NewFace(f, &opentype.FaceOptions{Size: 190, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		panic(fmt.Sprintf("demo: Go Bold face: %v", err))
	}
}

// logoLetters are up to two initials of a Latin name: Shanmu Gallery → SG,
// 1301 Art Space → 1A.
func logoLetters(nameEn string) string {
	var b strings.Builder
	for _, w := range strings.Fields(nameEn) {
		r := []rune(w)[0]
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(unicode.ToUpper(r))
		}
		if b.Len() == 2 {
			break
		}
	}
	if b.Len() == 0 {
		return "G"
	}
	return b.String()
}

// paintLogo draws a gallery's monogram logo: its initials on a square of
// one of the house colours, framed by a thin rule.
func paintLogo(i int, nameEn string) image.Image {
	ink := logoInks[i%len(logoInks)]
	img := image.NewRGBA(image.Rect(0, 0, logoSize, logoSize))
	draw.Draw(img, img.Bounds(), &image.Uniform{ink[0]}, image.Point{}, draw.Src)
	// The rule, 24 px inside the edge, 4 px wide.
	for d := 24; d < 28; d++ {
		for x := d; x < logoSize-d; x++ {
			img.Set(x, d, ink[1])
			img.Set(x, logoSize-1-d, ink[1])
			img.Set(d, x, ink[1])
			img.Set(logoSize-1-d, x, ink[1])
		}
	}
	letters := logoLetters(nameEn)
	dr := &font.Drawer{Dst: img, Src: &image.Uniform{ink[1]}, Face: logoFace}
	bounds, _ := dr.BoundString(letters)
	w := (bounds.Max.X - bounds.Min.X).Ceil()
	h := (bounds.Max.Y - bounds.Min.Y).Ceil()
	dr.Dot = fixed.P((logoSize-w)/2-bounds.Min.X.Floor(), (logoSize-h)/2-bounds.Min.Y.Floor())
	dr.DrawString(letters)
	return img
}
