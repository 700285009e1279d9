package auth_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"artmarket/server/domain/member/auth"
)

var cheap = auth.Params{Memory: 1024, Time: 1, Threads: 1}

func TestHashVerify(t *testing.T) {
	h := auth.NewHasher(cheap)
	hash, err := h.Hash("秘密 password")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(hash, "$argon2id$v=19$m=1024,t=1,p=1$") || strings.Contains(hash, "password") {
		t.Fatalf("hash %q", hash)
	}
	if ok, err := h.Verify(hash, "秘密 password"); !ok || err != nil {
		t.Fatalf("right password: %v %v", ok, err)
	}
	if ok, err := h.Verify(hash, "秘密 passworD"); ok || err != nil {
		t.Fatalf("wrong password: %v %v", ok, err)
	}
	again, _ := h.Hash("秘密 password")
	if again == hash {
		t.Fatal("two hashes of one password are equal: no salt")
	}
	// A hash made with other costs still verifies: they travel with it.
	strong := auth.NewHasher(auth.Params{Memory: 2048, Time: 2, Threads: 2})
	old, _ := strong.Hash("pw123456")
	if ok, _ := h.Verify(old, "pw123456"); !ok {
		t.Fatal("hash with other parameters does not verify")
	}
}

func TestDefaultParamsAreOWASPMinimum(t *testing.T) {
	if auth.DefaultParams.Memory < 19*1024 || auth.DefaultParams.Time < 2 {
		t.Fatalf("default argon2id costs %+v below OWASP's minimum", auth.DefaultParams)
	}
	h := auth.NewHasher(auth.DefaultParams)
	start := time.Now()
	hash, _ := h.Hash("x")
	if ok, _ := h.Verify(hash, "x"); !ok {
		t.Fatal("default parameters do not round-trip")
	}
	t.Logf("hash+verify with default costs: %v", time.Since(start))
}

func TestMalformedHash(t *testing.T) {
	h := auth.NewHasher(cheap)
	for _, bad := range []string{
		"",
		"plaintext",
		"$2a$10$abcdefghijklmnopqrstuv", // bcrypt
		"$argon2i$v=19$m=1024,t=1,p=1$c2FsdHNhbHQ$a2V5a2V5a2V5a2V5a2V5a2V5",
		"$argon2id$v=18$m=1024,t=1,p=1$c2FsdHNhbHQ$a2V5a2V5a2V5a2V5a2V5a2V5",
		"$argon2id$v=19$m=0,t=1,p=1$c2FsdHNhbHQ$a2V5a2V5a2V5a2V5a2V5a2V5",
		"$argon2id$v=19$m=99999999,t=1,p=1$c2FsdHNhbHQ$a2V5a2V5a2V5a2V5a2V5a2V5",
		"$argon2id$v=19$m=1024,t=1,p=1$!!!$a2V5a2V5a2V5a2V5a2V5a2V5",
		"$argon2id$v=19$m=1024,t=1,p=1$c2FsdHNhbHQ$a2V5",
	} {
		if ok, err := h.Verify(bad, "x"); ok || !errors.Is(err, auth.ErrMalformedHash) {
			t.Errorf("Verify(%q) = %v, %v", bad, ok, err)
		}
	}
}

func TestLockedErrorMinutes(t *testing.T) {
	for d, want := range map[time.Duration]int{
		15 * time.Minute: 15, 14*time.Minute + time.Second: 15, 14 * time.Minute: 14, time.Second: 1, 0: 1,
	} {
		if got := (&auth.LockedError{Remaining: d}).Minutes(); got != want {
			t.Errorf("Minutes(%v) = %d, want %d", d, got, want)
		}
	}
}
