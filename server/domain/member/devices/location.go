package devices

import (
	"net/netip"
	"strings"
)

// Location is where a device signed in from, for its member's list. No
// IP-to-region database ships with the server, so an address is shown
// masked to its network (IPv4 /24 as "203.0.113.*", IPv6 /48 as
// "2001:db8:1::/48"): enough for a member to tell their own networks apart,
// not a full address on a screen someone may look at. Loopback reads
// "本机" and private (LAN) addresses "局域网"; anything unreadable "未知".
func Location(ip string) string {
	addr, err := netip.ParseAddr(strings.TrimSpace(ip))
	if err != nil {
		return "未知"
	}
	addr = addr.Unmap()
	switch {
	case addr.IsLoopback():
		return "本机"
	case addr.IsPrivate() || addr.IsLinkLocalUnicast():
		return "局域网"
	case addr.Is4():
		b := addr.As4()
		p := netip.AddrFrom4([4]byte{b[0], b[1], b[2], 0}).String()
		return strings.TrimSuffix(p, "0") + "*"
	default:
		p, err := addr.Prefix(48)
		if err != nil {
			return "未知"
		}
		return p.String()
	}
}
