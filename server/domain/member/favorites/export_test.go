package favorites

// NewLookupsCapped is NewLookups reading at most n favourites of a kind.
func NewLookupsCapped(n int) *Lookups {
	l := NewLookups()
	l.cap = n
	return l
}
