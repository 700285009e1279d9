package graph

import (
	"context"
	"slices"
	"strings"

	"github.com/99designs/gqlgen/graphql"

	"artmarket/ent/artist"
	"artmarket/ent/artwork"
)

// nodeFields says which columns of its table a type's fields read: every
// field of the ent schema reads its own column (a camelCase name of a
// snake_case column), edges none of the node's (ent adds the keys it joins
// on), and each resolver field the columns listed for it.
type nodeFields struct {
	types     []string // the type and its interfaces, as fragments name them
	columns   []string // the table's columns
	edges     map[string]bool
	resolvers map[string][]string
}

// A field the ent schema does not know (a resolver's: number, mediumLabel …)
// makes entgql's field collection load every column of a connection's nodes:
// a work's description, an artist's biography, two timestamps parsed per
// row, for a list that shows none of them. These say what the list pages'
// resolver fields read instead.
var (
	artworkFields = nodeFields{
		types:   []string{"Artwork", "Node"},
		columns: artwork.Columns,
		edges: map[string]bool{"artist": true, "gallery": true, "images": true, "goods": true,
			"exhibitions": true, "viewingRooms": true, "articles": true},
		resolvers: map[string][]string{
			"number": nil, "viewerHasFavorited": nil,
			"mediumLabel": {artwork.FieldMedium}, "statusLabel": {artwork.FieldStatus},
			"sizeClass": {artwork.FieldWidthCm, artwork.FieldHeightCm, artwork.FieldDepthCm},
			"sizeLabel": {artwork.FieldWidthCm, artwork.FieldHeightCm, artwork.FieldDepthCm},
		},
	}
	artistFields = nodeFields{
		types:   []string{"Artist", "Node"},
		columns: artist.Columns,
		edges:   map[string]bool{"artworks": true, "galleries": true, "exhibitions": true, "articles": true},
		resolvers: map[string][]string{
			"number": nil, "viewerHasFavorited": nil,
			"portraitPicture": {artist.FieldPortrait, artist.FieldPortraitWidth, artist.FieldPortraitHeight},
		},
	}
)

// nodeColumns is the columns the nodes of the connection field being
// resolved need, when its nodes select a resolver field whose columns f
// lists; ok is false when entgql's own collection decides (no resolver
// field: it selects the columns itself; or one not listed: every column).
func (f nodeFields) nodeColumns(ctx context.Context) (cols []string, ok bool) {
	fc := graphql.GetFieldContext(ctx)
	if fc == nil || !graphql.HasOperationContext(ctx) {
		return nil, false
	}
	oc := graphql.GetOperationContext(ctx)
	known := make(map[string]bool, len(f.columns))
	for _, c := range f.columns {
		known[c] = true
	}
	cols = []string{"id"}
	add := func(cs ...string) {
		for _, c := range cs {
			if !slices.Contains(cols, c) {
				cols = append(cols, c)
			}
		}
	}
	resolver := false
	for _, edges := range graphql.CollectFields(oc, fc.Field.Selections, nil) {
		if edges.Name != "edges" {
			continue
		}
		for _, node := range graphql.CollectFields(oc, edges.Selections, nil) {
			if node.Name != "node" {
				continue
			}
			for _, field := range graphql.CollectFields(oc, node.Selections, f.types) {
				switch need, listed := f.resolvers[field.Name]; {
				case field.Name == "id" || field.Name == "__typename" || f.edges[field.Name]:
				case listed:
					resolver = true
					add(need...)
				case known[snake(field.Name)]:
					add(snake(field.Name))
				default:
					return nil, false
				}
			}
		}
	}
	return cols, resolver
}

// snake is a field's column: priceFen → price_fen.
func snake(name string) string {
	var b strings.Builder
	for _, r := range name {
		if r >= 'A' && r <= 'Z' {
			b.WriteByte('_')
			r += 'a' - 'A'
		}
		b.WriteRune(r)
	}
	return b.String()
}
