package funds

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
)

// KeySize is the length of the funds key: AES-256.
const KeySize = 32

// ErrDecrypt is a ciphertext that does not open with the key (a wrong key,
// or tampered data): never garbage.
var ErrDecrypt = errors.New("funds: ciphertext does not open with this key")

// Cipher seals account and ID numbers with AES-256-GCM (a random nonce
// before each ciphertext) and hashes them with HMAC-SHA256 under a key
// derived from the same secret.
type Cipher struct {
	aead    cipher.AEAD
	hmacKey []byte
}

// NewCipher returns the cipher of a 32-byte key.
func NewCipher(key []byte) (*Cipher, error) {
	if len(key) != KeySize {
		return nil, fmt.Errorf("funds: key of %d bytes, want %d", len(key), KeySize)
	}
	block, err := aes.NewCipher(derive(key, "artmarket funds aes"))
	if err != nil {
		return nil, fmt.Errorf("funds: %w", err)
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, fmt.Errorf("funds: %w", err)
	}
	return &Cipher{aead: aead, hmacKey: derive(key, "artmarket funds hmac")}, nil
}

// DevKey is the fixed key of a local sandbox run (never for real data).
func DevKey() []byte { return derive([]byte("artmarket sandbox"), "dev funds key") }

func derive(key []byte, label string) []byte {
	h := hmac.New(sha256.New, key)
	h.Write([]byte(label))
	return h.Sum(nil)
}

// Seal encrypts plain with a fresh random nonce; ad binds it to its place
// (e.g. the member and field), so a ciphertext copied elsewhere does not open.
func (c *Cipher) Seal(plain, ad string) ([]byte, error) {
	nonce := make([]byte, c.aead.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return nil, fmt.Errorf("funds: nonce: %w", err)
	}
	return c.aead.Seal(nonce, nonce, []byte(plain), []byte(ad)), nil
}

// Open decrypts what Seal returned, or answers ErrDecrypt.
func (c *Cipher) Open(sealed []byte, ad string) (string, error) {
	n := c.aead.NonceSize()
	if len(sealed) < n+c.aead.Overhead() {
		return "", ErrDecrypt
	}
	plain, err := c.aead.Open(nil, sealed[:n], sealed[n:], []byte(ad))
	if err != nil {
		return "", ErrDecrypt
	}
	return string(plain), nil
}

// Hash is the keyed hash of s (hex), for uniqueness without the plaintext.
func (c *Cipher) Hash(s string) string {
	h := hmac.New(sha256.New, c.hmacKey)
	h.Write([]byte(s))
	return hex.EncodeToString(h.Sum(nil))
}

// ParseKey reads FUNDS_KEY: 64 hex digits or the base64 of 32 bytes; nil
// for an empty value.
func ParseKey(s string) ([]byte, error) {
	if s == "" {
		return nil, nil
	}
	if b, err := hex.DecodeString(s); err == nil && len(b) == KeySize {
		return b, nil
	}
	for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.RawStdEncoding, base64.URLEncoding, base64.RawURLEncoding} {
		if b, err := enc.DecodeString(s); err == nil && len(b) == KeySize {
			return b, nil
		}
	}
	return nil, fmt.Errorf("funds: FUNDS_KEY must be 32 bytes as 64 hex digits or base64")
}
