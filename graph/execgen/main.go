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
	"strings"

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

// plainField is gqlgen's whole function for a field of an object type
// read straight from its Go struct (no resolver, no arguments), with the
// type, the field, the struct field read, the Go type of the value and its
// marshaller as groups.
var plainField = regexp.MustCompile(`(?m)^func \(ec \*executionContext\) _([A-Za-z0-9]+)_([A-Za-z0-9]+)\(ctx context\.Context, field graphql\.CollectedField, obj \*[A-Za-z0-9.]+\) \(ret graphql\.Marshaler\) \{
	return graphql\.ResolveField\(
		ctx,
		ec\.OperationContext,
		field,
		func\(ctx context\.Context, field graphql\.CollectedField\) \(\*graphql\.FieldContext, error\) \{
			return ec\.fieldContext_[A-Za-z0-9]+_[A-Za-z0-9]+\(ctx, field\)
		\},
		func\(ctx context\.Context\) \(any, error\) \{
			return (obj\.[A-Za-z0-9]+), nil
		\},
		nil,
		func\(ctx context\.Context, selections ast\.SelectionSet, v (\*?[A-Za-z0-9.]+)\) graphql\.Marshaler \{
			return (ec\.marshal[NO][A-Za-z0-9]+2ᚖ?[a-z0-9]+)\(ctx, selections, v\)
		\},
		true,
		(?:true|false),
	\)
\}
`)

// plainMarshal are the marshallers of the values plainScalars inlines: the
// scalars whose marshalling cannot fail and reads no field context (Float's
// can: NaN is an error at write time, on the field's path; Time's zero
// value is null). A Go value is never null; a pointer is null when nil,
// which its O marshaller answers as ResolveField did (the nil pointer
// reaches the marshaller boxed, not as a nil any). Fen's marshaller
// (scalars.MarshalFen) never answers null, so its N marshaller never reads
// the field context it would report that on.
var plainMarshal = map[string]string{
	"ec.marshalNString2string": "string", "ec.marshalOString2string": "string",
	"ec.marshalNInt2int": "int", "ec.marshalOInt2int": "int",
	"ec.marshalNBoolean2bool": "bool", "ec.marshalOBoolean2bool": "bool",
	"ec.marshalNID2int":         "int",
	"ec.marshalOString2ᚖstring": "*string", "ec.marshalOInt2ᚖint": "*int", "ec.marshalOBoolean2ᚖbool": "*bool",
	"ec.marshalNFen2int64": "int64",
}

// plainScalars answers the scalar fields of the inline types that gqlgen
// reads from the struct (a work's title, an artist's name, a picture's
// width) by marshalling the struct field: gqlgen goes through
// graphql.ResolveField for each, per object, which allocates a field
// context, its child-error closure and error, a context, the value boxed
// in an any and four closures, about ten allocations, for a read that
// cannot fail, panic or be null. Nothing observes what is skipped: the
// server installs no field middleware (the one reader of a field context
// and its Result), and such a field reports no error, whose path is all a
// scalar's field context gives. Fields with a resolver or arguments keep
// gqlgen's path. It fails when gqlgen's output no longer has the shape it
// rewrites.
func plainScalars(src []byte) ([]byte, error) {
	n := 0
	res := plainField.ReplaceAllFunc(src, func(fn []byte) []byte {
		m := plainField.FindSubmatch(fn)
		typ, read, goType, marshal := string(m[1]), string(m[3]), string(m[4]), string(m[5])
		if !slices.Contains(inline, typ) || plainMarshal[marshal] != goType {
			return fn
		}
		n++
		head := fn[:bytes.IndexByte(fn, '{')+1]
		return fmt.Appendf(append([]byte{}, head...), "\n\treturn %s(ctx, field.Selections, %s)\n}\n", marshal, read)
	})
	if n == 0 {
		return nil, fmt.Errorf("plainScalars: no scalar field of an inline type has the shape it rewrites")
	}
	return format.Source(res)
}

// objectFunc is the start of the generated function that marshals an
// object of one type (its fields into a graphql.FieldSet).
var objectFunc = regexp.MustCompile(`(?m)^func \(ec \*executionContext\) _([A-Za-z0-9]+)\(ctx context\.Context, sel ast\.SelectionSet, obj [^)]*\) graphql\.Marshaler \{\n`)

// returnOut is how such a function ends.
var returnOut = []byte("\n\treturn out\n}\n")

// inlineObjects makes the object functions of the inline types return
// inline.Object over their field set: gqlgen's FieldSet.MarshalGQL
// allocates a map of the names written and a copy of each field, per
// object (about a tenth of a list's allocations). It fails when gqlgen's
// output no longer has the shape it rewrites.
func inlineObjects(src []byte) ([]byte, error) {
	var out bytes.Buffer
	last, rewritten := 0, 0
	for _, m := range objectFunc.FindAllSubmatchIndex(src, -1) {
		if !slices.Contains(inline, string(src[m[2]:m[3]])) {
			continue
		}
		end := bytes.Index(src[m[1]:], []byte("\n}\n"))
		if end < 0 {
			return nil, fmt.Errorf("inlineObjects: the object function of %s has no end", src[m[2]:m[3]])
		}
		end += m[1] + len("\n}\n")
		at := end - len(returnOut)
		if at < m[1] || !bytes.Equal(src[at:end], returnOut) {
			return nil, fmt.Errorf("inlineObjects: the object function of %s does not end with %q", src[m[2]:m[3]], returnOut)
		}
		body, err := dropDefers(src[m[1]:at])
		if err != nil {
			return nil, fmt.Errorf("inlineObjects: %s: %w", src[m[2]:m[3]], err)
		}
		out.Write(src[last:m[1]])
		out.Write(body)
		out.WriteString("\n\treturn inline.Object(fields, out)\n}\n")
		last = end
		rewritten++
	}
	if rewritten != len(inline) {
		return nil, fmt.Errorf("inlineObjects: %d of the %d inline types' object functions rewritten", rewritten, len(inline))
	}
	out.Write(src[last:])
	return format.Source(out.Bytes())
}

// deferSetup and deferTail are the @defer bookkeeping of an object
// function, as skipEmptyDefers leaves it.
var (
	deferSetup = []byte("\tdeferredFieldSet := graphql.NewFieldSet(nil)\n\tdeferLabelToView := make(map[string]*graphql.FieldSetView)\n")
	deferTail  = regexp.MustCompile(`\n\tatomic\.AddInt32\(&ec\.Deferred, int32\(min\(len\(deferLabelToView\), math\.MaxInt32\)\)\)\n\n\tif len\(deferLabelToView\) > 0 \{\n\t\tec\.ProcessDeferredGroup\(graphql\.DeferredGroup\{\n[^}]*\}\)\n\t\}\n`)
)

// dropDefers removes the @defer bookkeeping from the body of an object
// function of an inline type: none of their fields is deferrable (gqlgen
// defers only fields it runs concurrently), so the set and map it
// allocated per object stayed empty. It fails when the body defers a field
// or has not the shape it rewrites.
func dropDefers(body []byte) ([]byte, error) {
	if bytes.Contains(body, []byte("Deferrables")) || bytes.Count(body, []byte("deferLabelToView")) != 4 {
		return nil, fmt.Errorf("its fields can be deferred")
	}
	if bytes.Count(body, deferSetup) != 1 || len(deferTail.FindAllIndex(body, -1)) != 1 {
		return nil, fmt.Errorf("its @defer bookkeeping has not the shape dropDefers rewrites")
	}
	body = bytes.Replace(body, deferSetup, nil, 1)
	return deferTail.ReplaceAll(body, []byte("\n")), nil
}

// resolvedField is gqlgen's whole function for a field answered by a
// resolver method, with the type, the field, its field context function,
// whether it reads arguments, the resolver call, the Go type of the value
// and its marshaller as groups.
var resolvedField = regexp.MustCompile(`(?m)^func \(ec \*executionContext\) _([A-Za-z0-9]+)_([A-Za-z0-9]+)\(ctx context\.Context, field graphql\.CollectedField, obj \*[A-Za-z0-9.]+\) \(ret graphql\.Marshaler\) \{
	return graphql\.ResolveField\(
		ctx,
		ec\.OperationContext,
		field,
		func\(ctx context\.Context, field graphql\.CollectedField\) \(\*graphql\.FieldContext, error\) \{
			return (ec\.fieldContext_[A-Za-z0-9]+_[A-Za-z0-9]+)\(ctx, field\)
		\},
		func\(ctx context\.Context\) \(any, error\) \{
			(fc := graphql\.GetFieldContext\(ctx\)
			)?return (ec\.Resolvers\.[A-Za-z0-9]+\(\)\.[A-Za-z0-9]+\(ctx, obj(?:, fc\.Args\["[A-Za-z0-9]+"\]\.\(\*?[A-Za-z0-9.]+\))*\))
		\},
		nil,
		func\(ctx context\.Context, selections ast\.SelectionSet, v (\*?[A-Za-z0-9.]+)\) graphql\.Marshaler \{
			return (ec\.marshal[NO][A-Za-z0-9]+2ᚖ?[a-z0-9]+)\(ctx, selections, v\)
		\},
		true,
		(?:true|false),
	\)
\}
`)

// resolvedScalars calls the resolvers of the inline types' scalar fields
// (a work's number, its medium's label, a picture's srcset and url) without
// building a field context first, and marshals what they return:
// graphql.ResolveField's field context, context, closures and boxed value
// were about ten allocations per field and object, and a field with
// arguments parsed them again for each object (url(width: 640) on every
// picture of a page); their arguments are now parsed once per operation
// (inline.Args, the cache QueryScope gives each query), by gqlgen's code,
// which reports their errors as before. These resolvers
// read no field context (their field's selections, arguments or path:
// TestResolvedScalarsReadNoFieldContext lists them); an error or a panic is
// reported as ResolveField reports it, on the field's path with its field
// context built then (inline.Failed), and the field is null. It fails when
// gqlgen's output no longer has the shape it rewrites.
func resolvedScalars(src []byte) ([]byte, error) {
	n := 0
	res := resolvedField.ReplaceAllFunc(src, func(fn []byte) []byte {
		m := resolvedField.FindSubmatch(fn)
		typ, fieldContext, withArgs, call, goType, marshal := string(m[1]), string(m[3]), len(m[4]) > 0, string(m[5]), string(m[6]), string(m[7])
		if !slices.Contains(inline, typ) || plainMarshal[marshal] != goType {
			return fn
		}
		n++
		head := fn[:bytes.IndexByte(fn, '{')+1]
		args := ""
		if withArgs {
			call = strings.ReplaceAll(call, "fc.Args[", "args[")
			args = fmt.Sprintf(`
	args, err := inline.Args(ctx, field, %s)
	if err != nil {
		return graphql.Null
	}`, fieldContext)
		}
		return fmt.Appendf(append([]byte{}, head...), `%[4]s
	defer func() {
		if r := recover(); r != nil {
			ret = inline.Failed(ctx, ec.OperationContext, field, %[1]s, nil, r)
		}
	}()
	v, err := %[2]s
	if err != nil {
		return inline.Failed(ctx, ec.OperationContext, field, %[1]s, err, nil)
	}
	return %[3]s(ctx, field.Selections, v)
}
`, fieldContext, call, marshal, args)
	})
	if n == 0 {
		return nil, fmt.Errorf("resolvedScalars: no resolved scalar field of an inline type has the shape it rewrites")
	}
	return format.Source(res)
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
		err = rewriteFile(cfg.Exec.Filename, inlineLists, skipEmptyDefers, plainScalars, resolvedScalars, inlineObjects)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "execgen:", err)
		os.Exit(1)
	}
}
