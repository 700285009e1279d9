package ratelimit

import (
	"net/netip"
	"strings"
)

// AddressKey is the part of a rate-limit key that names a client address.
// An IPv4 client is its address; an IPv6 client is its /64, since one
// subscriber is routinely given a whole /64 and can pick any address in
// it. IPv4-mapped IPv6 addresses count as IPv4. Text that is not an
// address (it should not reach here) is kept as it is, cut short.
func AddressKey(ip string) string {
	addr, err := netip.ParseAddr(strings.TrimSpace(ip))
	if err != nil {
		if len(ip) > 64 {
			ip = ip[:64]
		}
		return "raw:" + ip
	}
	addr = addr.Unmap().WithZone("")
	if addr.Is4() {
		return addr.String()
	}
	prefix, err := addr.Prefix(64)
	if err != nil { // cannot happen for a valid IPv6 address
		return addr.String()
	}
	return prefix.String()
}
