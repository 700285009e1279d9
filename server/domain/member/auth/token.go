package auth

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
)

// tokenBytes is the entropy of a session token: 256 bits.
const tokenBytes = 32

// tokenLen is the length of a token's text (unpadded base64url).
var tokenLen = base64.RawURLEncoding.EncodedLen(tokenBytes)

// newToken returns a fresh random token and the hash stored for it.
func newToken() (token, hash string, err error) {
	b := make([]byte, tokenBytes)
	if _, err := rand.Read(b); err != nil {
		return "", "", fmt.Errorf("auth: token: %w", err)
	}
	token = base64.RawURLEncoding.EncodeToString(b)
	return token, hashToken(token), nil
}

// hashToken is the stored form of a token: hex SHA-256. A token has 256
// random bits, so a fast hash is enough: no dictionary can guess it.
func hashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// wellFormed reports whether s can be a token we issued, so that garbage
// never reaches the database.
func wellFormed(s string) bool {
	if len(s) != tokenLen {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}
