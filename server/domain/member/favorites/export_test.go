package favorites

import "artmarket/ent"

// NewLookupsCapped is NewLookups reading at most n favourites.
func NewLookupsCapped(client *ent.Client, n int) *Lookups {
	l := NewLookups(client)
	l.cap = n
	return l
}
