package auth

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"runtime"
	"strings"

	"golang.org/x/crypto/argon2"
)

// Params are argon2id's costs.
type Params struct {
	Memory  uint32 // KiB
	Time    uint32 // passes
	Threads uint8
}

// DefaultParams follow OWASP's argon2id minimum (19 MiB, 2 passes, 1
// thread): about 30 ms on one core.
var DefaultParams = Params{Memory: 19 * 1024, Time: 2, Threads: 1}

const (
	saltLen = 16
	keyLen  = 32
)

// ErrMalformedHash is returned for a stored hash that is not an argon2id
// PHC string this package can read.
var ErrMalformedHash = errors.New("auth: malformed password hash")

// Hasher hashes and verifies passwords with argon2id. Hashes are PHC
// strings ($argon2id$v=19$m=19456,t=2,p=1$salt$key) that carry their own
// parameters, so raising the costs later keeps old hashes valid.
//
// At most runtime.NumCPU() hashes run at once (the others wait), so a burst
// of sign-ins costs at most that many times Params.Memory.
type Hasher struct {
	Params Params
	dummy  string        // a hash to verify against when there is no account
	slots  chan struct{} // bounds concurrent hashing
}

// NewHasher returns a Hasher with the given costs.
func NewHasher(p Params) *Hasher {
	h := &Hasher{Params: p, slots: make(chan struct{}, runtime.NumCPU())}
	d, err := h.Hash("no such account: equal work for unknown accounts")
	if err != nil {
		panic(fmt.Sprintf("auth: reading random bytes: %v", err)) // the system's randomness source is broken
	}
	h.dummy = d
	return h
}

// Hash returns the PHC string of password with a fresh random salt.
func (h *Hasher) Hash(password string) (string, error) {
	salt := make([]byte, saltLen)
	if _, err := rand.Read(salt); err != nil {
		return "", fmt.Errorf("auth: salt: %w", err)
	}
	p := h.Params
	key := h.idKey([]byte(password), salt, p, keyLen)
	enc := base64.RawStdEncoding
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s",
		argon2.Version, p.Memory, p.Time, p.Threads, enc.EncodeToString(salt), enc.EncodeToString(key)), nil
}

// Verify reports whether password matches the PHC string hash. It takes as
// long for a wrong password as for a right one.
func (h *Hasher) Verify(hash, password string) (bool, error) {
	p, salt, key, err := parseHash(hash)
	if err != nil {
		return false, err
	}
	got := h.idKey([]byte(password), salt, p, uint32(len(key)))
	return subtle.ConstantTimeCompare(got, key) == 1, nil
}

func (h *Hasher) idKey(password, salt []byte, p Params, n uint32) []byte {
	h.slots <- struct{}{}
	defer func() { <-h.slots }()
	return argon2.IDKey(password, salt, p.Time, p.Memory, p.Threads, n)
}

// VerifyNothing does the work of one Verify and fails, for sign-in attempts
// on accounts that do not exist or have no password, so that the answer
// time does not tell them apart.
func (h *Hasher) VerifyNothing(password string) {
	_, _ = h.Verify(h.dummy, password)
}

func parseHash(hash string) (Params, []byte, []byte, error) {
	// "", "argon2id", "v=19", "m=..,t=..,p=..", salt, key
	parts := strings.Split(hash, "$")
	if len(parts) != 6 || parts[0] != "" || parts[1] != "argon2id" {
		return Params{}, nil, nil, ErrMalformedHash
	}
	var v int
	if _, err := fmt.Sscanf(parts[2], "v=%d", &v); err != nil || v != argon2.Version {
		return Params{}, nil, nil, ErrMalformedHash
	}
	var p Params
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &p.Memory, &p.Time, &p.Threads); err != nil ||
		p.Memory == 0 || p.Time == 0 || p.Threads == 0 || p.Memory > 1<<22 || p.Time > 64 {
		return Params{}, nil, nil, ErrMalformedHash
	}
	enc := base64.RawStdEncoding
	salt, err := enc.DecodeString(parts[4])
	if err != nil || len(salt) < 8 {
		return Params{}, nil, nil, ErrMalformedHash
	}
	key, err := enc.DecodeString(parts[5])
	if err != nil || len(key) < 16 || len(key) > 64 {
		return Params{}, nil, nil, ErrMalformedHash
	}
	return p, salt, key, nil
}
