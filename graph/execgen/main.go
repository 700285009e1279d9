// Command execgen is `gqlgen generate` (gqlgen.yml) with one plugin of
// ours, inlineFields: the fields of the catalogue's card types are resolved
// on their parent's goroutine instead of one goroutine each.
//
// gqlgen starts a goroutine for every field bound to a resolver or to a
// method that takes a context, on every object of a list: a page of 30
// works with their artists and pictures started about 400 per request. Their
// fields read nothing from the database (entgql's field collection loads
// the edges with the list, and viewerHasFavorited is answered from one read
// per query, favorites.Lookups), so the goroutines bought nothing but their
// cost: measured over 100,000 works at 64 clients, an uncached list used
// about 12% more CPU with them. Root fields stay concurrent: the search
// page's six lists still run at once.
package main

import (
	"fmt"
	"io"
	"log"
	"os"
	"slices"

	"github.com/99designs/gqlgen/api"
	"github.com/99designs/gqlgen/codegen"
	"github.com/99designs/gqlgen/codegen/config"
)

// inline are the object types resolved inline: the catalogue's cards, their
// pictures and the connections that list them. A type belongs here only if
// no field a list asks for waits on a statement of its own per object (an
// edge collected with the query is fine; a lookup per object is not).
// Artwork.seller does read, once, on the artwork's own page, and
// Exhibition.venueName reads the gallery when a list did not collect it
// (the client's lists do).
var inline = []string{
	"Artwork", "ArtworkConnection", "ArtworkEdge", "ArtworkImage",
	"Artist", "ArtistConnection", "ArtistEdge",
	"Gallery", "GalleryConnection", "GalleryEdge",
	"Exhibition", "ExhibitionConnection", "ExhibitionEdge",
	"ViewingRoom", "ViewingRoomConnection", "ViewingRoomEdge",
	"Article", "ArticleConnection", "ArticleEdge",
	"ArtLive", "ArtLiveConnection", "ArtLiveEdge",
	"Goods", "GoodsConnection", "GoodsEdge",
	"Picture", "PageInfo",
}

type inlineFields struct{}

func (inlineFields) Name() string { return "inlineFields" }

// GenerateCode runs after gqlgen has built its model of the schema and
// before it writes the executor from it.
func (inlineFields) GenerateCode(data *codegen.Data) error {
	found := 0
	for _, o := range data.Objects {
		if slices.Contains(inline, o.Name) {
			if o.Root {
				return fmt.Errorf("inlineFields: %s is a root type", o.Name)
			}
			o.DisableConcurrency = true
			found++
		}
	}
	if found != len(inline) {
		return fmt.Errorf("inlineFields: %d of the %d types in its list are in the schema", found, len(inline))
	}
	return nil
}

func main() {
	log.SetOutput(io.Discard) // gqlgen's notes, which its command shows only with -v
	cfg, err := config.LoadConfigFromDefaultLocations()
	if err == nil {
		err = api.Generate(cfg, api.AddPlugin(inlineFields{}))
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "execgen:", err)
		os.Exit(1)
	}
}
