package verify

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"image/color"
	"strings"
	"sync"
	"time"

	"github.com/mojocn/base64Captcha"

	"artmarket/server/platform/cache"
)

// CaptchaTTL is how long an image captcha can be answered.
const CaptchaTTL = 5 * time.Minute

// CaptchaAlphabet leaves out characters that look alike (0/o, 1/l/i).
const CaptchaAlphabet = "23456789abcdefghjkmnpqrstuvwxyz"

// CaptchaLength is the number of characters drawn.
const CaptchaLength = 4

// Drawer draws the captcha picture of a text as a data URL
// ("data:image/png;base64,...").
type Drawer interface {
	Draw(text string) (dataURL string, err error)
}

// PNGDrawer draws with base64Captcha's string driver.
type PNGDrawer struct {
	driver *base64Captcha.DriverString
}

// NewPNGDrawer returns the default drawer: 150×50 pixels, light noise.
func NewPNGDrawer() *PNGDrawer {
	bg := color.RGBA{R: 244, G: 244, B: 240, A: 255}
	d := base64Captcha.NewDriverString(50, 150, 8, base64Captcha.OptionShowSlimeLine,
		CaptchaLength, CaptchaAlphabet, &bg, nil, []string{"RitaSmith.ttf", "actionj.ttf", "chromohv.ttf"})
	return &PNGDrawer{driver: d}
}

// defaultDrawer is made once, on first use: the driver parses its fonts.
var defaultDrawer = sync.OnceValue(func() Drawer { return NewPNGDrawer() })

// Draw implements Drawer.
func (p *PNGDrawer) Draw(text string) (string, error) {
	item, err := p.driver.DrawCaptcha(text)
	if err != nil {
		return "", fmt.Errorf("verify: draw captcha: %w", err)
	}
	return item.EncodeB64string(), nil
}

// Captcha issues image captchas whose answers wait in the shared cache.
// Each answer can be checked once (right or wrong), for CaptchaTTL, and is
// compared without regard to case.
type Captcha struct {
	Cache  cache.Cache
	Drawer Drawer           // NewPNGDrawer() when nil
	Now    func() time.Time // time.Now when nil
}

type captchaRecord struct {
	Answer  string `json:"a"`
	Expires int64  `json:"e"` // unix nanoseconds
}

func captchaKey(key string) string { return "captcha:" + key }

func (c *Captcha) now() time.Time {
	if c.Now != nil {
		return c.Now()
	}
	return time.Now()
}

// New draws a fresh captcha and returns its key and picture (a data URL).
func (c *Captcha) New(ctx context.Context) (key, img string, err error) {
	text, err := randomText(CaptchaLength, CaptchaAlphabet)
	if err != nil {
		return "", "", err
	}
	d := c.Drawer
	if d == nil {
		d = defaultDrawer()
	}
	if img, err = d.Draw(text); err != nil {
		return "", "", err
	}
	if key, err = randomKey(); err != nil {
		return "", "", err
	}
	rec, err := json.Marshal(captchaRecord{Answer: text, Expires: c.now().Add(CaptchaTTL).UnixNano()})
	if err != nil {
		return "", "", fmt.Errorf("verify: encode captcha: %w", err)
	}
	if err := c.Cache.Set(ctx, captchaKey(key), rec, CaptchaTTL); err != nil {
		return "", "", fmt.Errorf("verify: store captcha: %w", err)
	}
	return key, img, nil
}

// Check reports whether answer solves the captcha key. The captcha is used
// up either way: a wrong guess means drawing a new one.
func (c *Captcha) Check(ctx context.Context, key, answer string) (bool, error) {
	if !validKey(key) {
		return false, nil
	}
	raw, found, err := c.Cache.Take(ctx, captchaKey(key))
	if err != nil {
		return false, fmt.Errorf("verify: take captcha: %w", err)
	}
	if !found {
		return false, nil
	}
	var rec captchaRecord
	if err := json.Unmarshal(raw, &rec); err != nil {
		return false, fmt.Errorf("verify: decode captcha: %w", err)
	}
	if c.now().UnixNano() >= rec.Expires {
		return false, nil
	}
	return strings.EqualFold(strings.TrimSpace(answer), rec.Answer), nil
}

// Peek returns a pending captcha's answer without using it up. Only the
// sandbox exposes it, so that browser tests can register.
func (c *Captcha) Peek(ctx context.Context, key string) (string, bool, error) {
	if !validKey(key) {
		return "", false, nil
	}
	raw, found, err := c.Cache.Get(ctx, captchaKey(key))
	if err != nil || !found {
		if err != nil {
			err = fmt.Errorf("verify: read captcha: %w", err)
		}
		return "", false, err
	}
	var rec captchaRecord
	if err := json.Unmarshal(raw, &rec); err != nil {
		return "", false, fmt.Errorf("verify: decode captcha: %w", err)
	}
	if c.now().UnixNano() >= rec.Expires {
		return "", false, nil
	}
	return rec.Answer, true, nil
}

// randomText draws n characters of alphabet uniformly from crypto/rand.
func randomText(n int, alphabet string) (string, error) {
	out := make([]byte, n)
	buf := make([]byte, 1)
	limit := 256 - 256%len(alphabet) // reject bytes that would bias the choice
	for i := 0; i < n; {
		if _, err := rand.Read(buf); err != nil {
			return "", fmt.Errorf("verify: random: %w", err)
		}
		if int(buf[0]) >= limit {
			continue
		}
		out[i] = alphabet[int(buf[0])%len(alphabet)]
		i++
	}
	return string(out), nil
}
