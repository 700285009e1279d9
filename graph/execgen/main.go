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
//
// For the same reason, once gqlgen has written the executor, the lists of
// those types are marshalled one element after the other (inlineLists,
// package inline) where gqlgen starts a goroutine per element: about 170
// per page of 30 works, their stacks grown anew each time. And every object
// builds its path for @defer only when the selection defers something
// (skipEmptyDefers): gqlgen built it for each card and picture, to hand it
// to a call that returns at once when there is nothing deferred.
package main

import (
	"bytes"
	"fmt"
	"go/format"
	"io"
	"log"
	"os"
	"regexp"
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

// listFunc is the start of a generated function that marshals a list (ᚕ) of
// one type: marshalN or marshalO, the GraphQL type's name, then its Go type.
var listFunc = regexp.MustCompile(`(?m)^func \(ec \*executionContext\) marshal[NO]([A-Za-z0-9_]+)2ᚕ`)

// concurrently is how those functions marshal their elements, with
// gqlgen.yml's defaults (no worker limit, the panic handler kept).
var concurrently = []byte("graphql.MarshalSliceConcurrently(ctx, len(v), 0, false, func(")

const inlinePackage = "artmarket/graph/execgen/inline"

// inlineLists makes the executor's list functions of the inline types call
// inline.MarshalSlice instead of graphql.MarshalSliceConcurrently. It fails
// when gqlgen's output no longer has the shape it rewrites.
func inlineLists(src []byte) ([]byte, error) {
	starts := listFunc.FindAllSubmatchIndex(src, -1)
	var out bytes.Buffer
	last, rewritten := 0, map[string]bool{}
	for k, m := range starts {
		name := string(src[m[2]:m[3]])
		if !slices.Contains(inline, name) {
			continue
		}
		end := len(src)
		if k+1 < len(starts) {
			end = starts[k+1][0]
		}
		at := bytes.Index(src[m[0]:end], concurrently)
		if at < 0 {
			return nil, fmt.Errorf("inlineLists: the list function of %s does not call %s", name, concurrently)
		}
		at += m[0]
		out.Write(src[last:at])
		out.WriteString("inline.MarshalSlice(ctx, len(v), func(")
		last = at + len(concurrently)
		rewritten[name] = true
	}
	if len(rewritten) == 0 {
		return nil, fmt.Errorf("inlineLists: no list function of an inline type in the executor")
	}
	out.Write(src[last:])
	imp := []byte("\nimport (\n")
	if !bytes.Contains(src, imp) {
		return nil, fmt.Errorf("inlineLists: no import block in the executor")
	}
	res := bytes.Replace(out.Bytes(), imp, []byte("\nimport (\n\t\""+inlinePackage+"\"\n"), 1)
	return format.Source(res)
}

// deferGroup is how each object's marshalling ends: graphql.GetPath
// allocates the object's whole path, which ProcessDeferredGroup reads only
// when Defers is not empty.
var deferGroup = []byte(`	ec.ProcessDeferredGroup(graphql.DeferredGroup{
		Defers:   deferLabelToView,
		Path:     graphql.GetPath(ctx),
		FieldSet: deferredFieldSet,
		Context:  ctx,
	})
`)

// skipEmptyDefers calls ProcessDeferredGroup only when something is
// deferred. It fails when gqlgen's output no longer has the shape it
// rewrites.
func skipEmptyDefers(src []byte) ([]byte, error) {
	n := bytes.Count(src, deferGroup)
	if n == 0 || n != bytes.Count(src, []byte("ec.ProcessDeferredGroup(")) {
		return nil, fmt.Errorf("skipEmptyDefers: %d of the executor's ProcessDeferredGroup calls have the shape it rewrites", n)
	}
	guarded := append(append([]byte("\tif len(deferLabelToView) > 0 {\n"), deferGroup...), "\t}\n"...)
	return format.Source(bytes.ReplaceAll(src, deferGroup, guarded))
}

// rewriteFile applies the edits to the file at path, in order.
func rewriteFile(path string, edits ...func([]byte) ([]byte, error)) error {
	res, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("read the executor: %w", err)
	}
	for _, edit := range edits {
		if res, err = edit(res); err != nil {
			return err
		}
	}
	if err := os.WriteFile(path, res, 0o644); err != nil {
		return fmt.Errorf("write the executor: %w", err)
	}
	return nil
}

func main() {
	log.SetOutput(io.Discard) // gqlgen's notes, which its command shows only with -v
	cfg, err := config.LoadConfigFromDefaultLocations()
	if err == nil {
		err = api.Generate(cfg, api.AddPlugin(inlineFields{}))
	}
	if err == nil {
		err = rewriteFile(cfg.Exec.Filename, inlineLists, skipEmptyDefers)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "execgen:", err)
		os.Exit(1)
	}
}
