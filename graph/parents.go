package graph

import "artmarket/ent"

// visibleParent turns a parent work the privacy rule hides (taken down while
// its goods or picture was being read, artwork_policy.go) into null: the edge
// is nullable for that reason (ent/entc.go), and a hidden work is no error.
func visibleParent(a *ent.Artwork, err error) (*ent.Artwork, error) {
	if ent.IsNotFound(err) {
		return nil, nil
	}
	return a, err
}
