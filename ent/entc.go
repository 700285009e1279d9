//go:build ignore

// entc generates the ent data layer and, through entgql, the GraphQL schema
// of the ent types (graph/ent.graphql). Run through `make generate`.
package main

import (
	"encoding/json"
	"fmt"
	"log"
	"slices"
	"strings"

	"entgo.io/contrib/entgql"
	"entgo.io/ent/entc"
	"entgo.io/ent/entc/gen"
	"github.com/vektah/gqlparser/v2/ast"
)

// whereFields are the only fields of each type that its GraphQL where-input
// filters on: the ones the client's pages use (artwork filters, the shop,
// the letter indexes, live statuses). Every other field, the id and every
// edge (has…/has…With) are left out of the public schema: a …Contains on
// long text or a filter through an edge is a full scan at scale. Types not
// listed get no where-input at all. The search, sizeClass and artistNumber
// filters are ours (graph/app.graphql) and stay. Add a field here when a
// page needs it.
var whereFields = map[string][]string{
	"Artwork":     {"status", "medium", "price_fen", "year"},
	"Artist":      {"initial"},
	"Gallery":     {"initial"},
	"Exhibition":  {},
	"ViewingRoom": {},
	"Article":     {},
	"ArtLive":     {"status"},
	"Goods":       {"status", "kind"},
}

// publicWhereInputs annotates every field, edge and type not in whereFields
// with entgql.Skip(entgql.SkipWhereInput) before the templates and the
// schema generator read the graph.
func publicWhereInputs(next gen.Generator) gen.Generator {
	return gen.GenerateFunc(func(g *gen.Graph) error {
		for _, t := range g.Nodes {
			keep, listed := whereFields[t.Name]
			if !listed {
				if err := skipWhere(&t.Annotations); err != nil {
					return fmt.Errorf("%s: %w", t.Name, err)
				}
				continue
			}
			fields := append([]*gen.Field{t.ID}, t.Fields...)
			for _, f := range fields {
				if f == nil || slices.Contains(keep, f.Name) {
					continue
				}
				if err := skipWhere(&f.Annotations); err != nil {
					return fmt.Errorf("%s.%s: %w", t.Name, f.Name, err)
				}
			}
			for _, e := range t.Edges {
				if err := skipWhere(&e.Annotations); err != nil {
					return fmt.Errorf("%s.%s: %w", t.Name, e.Name, err)
				}
			}
		}
		return next.Generate(g)
	})
}

func skipWhere(ants *gen.Annotations) error {
	if *ants == nil {
		*ants = gen.Annotations{}
	}
	ant := &entgql.Annotation{}
	if v, ok := (*ants)[ant.Name()]; ok && v != nil {
		if err := ant.Decode(v); err != nil {
			return err
		}
	}
	ant.Skip |= entgql.SkipWhereInput
	// Stored the way entc loads annotations from the schema (decoded JSON):
	// entgql's templates read them in that form.
	raw, err := json.Marshal(ant)
	if err != nil {
		return err
	}
	var v map[string]any
	if err := json.Unmarshal(raw, &v); err != nil {
		return err
	}
	(*ants)[ant.Name()] = v
	return nil
}

// nullableParents are edges required in the database but nullable in GraphQL:
// the parent is a work that may be hidden (taken down, artwork_policy.go), and
// a hidden parent reads as null, never as an error (graph/catalogue.go).
var nullableParents = map[string][]string{
	"Goods":        {"artwork"},
	"ArtworkImage": {"artwork"},
}

func nullableParentEdges(_ *gen.Graph, s *ast.Schema) error {
	for typ, fields := range nullableParents {
		def := s.Types[typ]
		if def == nil {
			return fmt.Errorf("nullable parent: no type %s", typ)
		}
		for _, name := range fields {
			f := def.Fields.ForName(name)
			if f == nil {
				return fmt.Errorf("nullable parent: no field %s.%s", typ, name)
			}
			f.Type.NonNull = false
		}
	}
	return nil
}

// typeDocs and enumDocs describe in the GraphQL schema what entgql leaves undescribed: the entity types (their
// fields' descriptions come from the ent fields' Comment()s), the enum values, and each type's id. Every type,
// field and enum value of the public schema is described (graph/schema_test.go, TestSchemaDescribed).
var typeDocs = map[string]string{
	"Query":          "What anyone may read; the member's own things hang off viewer.",
	"Address":        "One of the member's shipping addresses.",
	"Agreement":      "One version of a legal text members accept: the user agreement (service) or the privacy policy (privacy).",
	"ArtLive":        "An art live stream: a gallery walk-through, a studio visit, an auction preview.",
	"Article":        "An editorial piece: an exhibition review, an interview, a market report or a collecting guide.",
	"Artist":         "An artist of the catalogue.",
	"Artwork":        "A work of the public catalogue (a member's work for sale once approved).",
	"ArtworkImage":   "One picture of an artwork, stored in every responsive width.",
	"CashOutAccount": "Where a member's withdrawals go: an Alipay account, a bank card or WeChat, shown masked.",
	"Exhibition":     "A show in a physical space: a gallery's, or another venue's.",
	"Favorite":       "A member's favourite artwork (收藏) or followed artist or gallery (关注): exactly one of them is set.",
	"Gallery":        "A gallery (or another art organisation) with a space, its artists and the works it offers.",
	"Goods":          "A sellable unit of the shop: an original work, a limited print after one, or a derived product.",
	"Member":         "A member; the API reaches only the signed-in one (Query.viewer).",
	"ViewingRoom":    "A gallery's online exhibition, open for a time.",
	"Work":           "A member's work for sale (卖家作品): the publish form and its state; only its seller (and reviewers) see it.",
}

var enumDocs = map[string]string{
	"ArtLiveStatus.UPCOMING": "即将开播: announced, not started.",
	"ArtLiveStatus.LIVE":     "直播中: streaming now.",
	"ArtLiveStatus.REPLAY":   "回放: over; the recording plays.",

	"ArtworkMedium.OIL":          "油画",
	"ArtworkMedium.INK":          "国画",
	"ArtworkMedium.WATERCOLOR":   "水彩",
	"ArtworkMedium.PRINT":        "版画",
	"ArtworkMedium.SCULPTURE":    "雕塑",
	"ArtworkMedium.PHOTOGRAPHY":  "摄影",
	"ArtworkMedium.CALLIGRAPHY":  "书法",
	"ArtworkMedium.MIXED_MEDIA":  "综合材料",
	"ArtworkMedium.ACRYLIC":      "丙烯",
	"ArtworkMedium.DRAWING":      "素描",
	"ArtworkMedium.INSTALLATION": "装置",

	"ArtworkStatus.AVAILABLE":    "For sale (在售).",
	"ArtworkStatus.RESERVED":     "Held for a buyer, not for sale now.",
	"ArtworkStatus.SOLD":         "Sold (已售).",
	"ArtworkStatus.NOT_FOR_SALE": "Shown, not for sale.",

	"WorkArtistKind.existing": "An artist of the catalogue (artistID).",
	"WorkArtistKind.self":     "The seller made it (本人).",
	"WorkArtistKind.new":      "An artist not in the catalogue yet (artistName).",

	"WorkShipping.free":    "包邮: shipping included.",
	"WorkShipping.fixed":   "A fixed fee (shippingFeeFen).",
	"WorkShipping.collect": "运费到付: the buyer pays on delivery.",

	"WorkState.draft":      "草稿: being written, not sent to review.",
	"WorkState.pending":    "审核中: waiting for a reviewer.",
	"WorkState.listed":     "在售: public and for sale.",
	"WorkState.rejected":   "未通过: refused by a reviewer, with a reason; may be edited and sent again.",
	"WorkState.taken_down": "已下架: taken off sale by the seller.",
	"WorkState.sold":       "已售: sold by an order.",

	"CashOutAccountKind.ALIPAY":    "An Alipay account (a mobile number or e-mail address).",
	"CashOutAccountKind.BANK_CARD": "A bank card.",
	"CashOutAccountKind.WECHAT":    "The member's WeChat.",

	"GoodsKind.ORIGINAL":   "原作: the work itself, one piece.",
	"GoodsKind.PRINT":      "限量版画: a limited print after the work.",
	"GoodsKind.DERIVATIVE": "衍生品: a product derived from the work.",

	"GoodsStatus.ON_SALE":        "在售",
	"GoodsStatus.SOLD_OUT":       "已售罄: no pieces left.",
	"GoodsStatus.OFF_SHELF":      "已下架",
	"OrderState.PENDING_PAYMENT": "待付款: the stock is held until the order expires.",
	"OrderState.PAID":            "待发货: paid; the seller ships.",
	"OrderState.SHIPPED":         "待收货: shipped; the buyer confirms receipt (or it is confirmed automatically).",
	"OrderState.COMPLETED":       "已完成: received; the sale is the seller's money.",
	"OrderState.CANCELLED":       "已取消: cancelled before payment; the stock went back.",
	"OrderState.REFUNDED":        "已退款: paid, then refunded in full.",
	"OrderGoodsKind.ORIGINAL":    "原作",
	"OrderGoodsKind.PRINT":       "限量版画",
	"OrderGoodsKind.DERIVATIVE":  "衍生品",
	"OrderShipping.FREE":         "包邮: shipping included.",
	"OrderShipping.FIXED":        "A fixed shipping fee, paid with the order.",
	"OrderShipping.COLLECT":      "运费到付: the buyer pays the carrier on delivery.",

	"MemberGender.unknown": "Not said.",
	"MemberGender.male":    "Male.",
	"MemberGender.female":  "Female.",
}

// queryDocs describe the list fields entgql adds to Query (entgql.QueryField).
var queryDocs = map[string]string{
	"artists":   "Artists of the catalogue, filtered and ordered as asked (the A–Z index, search).",
	"artworks":  "Works of the public catalogue, filtered and ordered as asked (the artworks page).",
	"galleries": "Galleries, filtered and ordered as asked (the A–Z index, search).",
	"goods":     "The shop's goods, filtered and ordered as asked (the shop page).",
	"artLives":  "Art lives, filtered and ordered as asked.",
}

func describe(g *gen.Graph, s *ast.Schema) error {
	// entgql drops an edge's Comment() when the edge is a Relay connection (Artist.artworks): put it back.
	for _, n := range g.Nodes {
		def := s.Types[n.Name]
		if def == nil {
			continue
		}
		for _, e := range n.Edges {
			f := def.Fields.ForName(lowerCamel(e.Name))
			if f != nil && f.Description == "" {
				f.Description = e.Comment()
			}
		}
	}
	for name, doc := range typeDocs {
		def := s.Types[name]
		if def == nil {
			return fmt.Errorf("describe: no type %s", name)
		}
		def.Description = doc
		if id := def.Fields.ForName("id"); id != nil && id.Description == "" {
			id.Description = "The Relay global id (Query.node)."
		}
	}
	for key, doc := range enumDocs {
		typ, value, _ := strings.Cut(key, ".")
		def := s.Types[typ]
		if def == nil || def.EnumValues.ForName(value) == nil {
			return fmt.Errorf("describe: no enum value %s", key)
		}
		def.EnumValues.ForName(value).Description = doc
	}
	for name, doc := range queryDocs {
		f := s.Types["Query"].Fields.ForName(name)
		if f == nil {
			return fmt.Errorf("describe: no query field %s", name)
		}
		f.Description = doc
	}
	return nil
}

// lowerCamel is entgql's field name of an edge: viewing_rooms → viewingRooms.
func lowerCamel(name string) string {
	parts := strings.Split(name, "_")
	for i := 1; i < len(parts); i++ {
		if parts[i] != "" {
			parts[i] = strings.ToUpper(parts[i][:1]) + parts[i][1:]
		}
	}
	return strings.Join(parts, "")
}

func main() {
	ex, err := entgql.NewExtension(
		entgql.WithSchemaGenerator(),
		entgql.WithWhereInputs(true),
		entgql.WithConfigPath("../gqlgen.yml"),
		entgql.WithSchemaPath("../graph/ent.graphql"),
		entgql.WithSchemaHook(nullableParentEdges, describe),
	)
	if err != nil {
		log.Fatalf("entgql extension: %v", err)
	}
	cfg := &gen.Config{Hooks: []gen.Hook{publicWhereInputs}, Features: []gen.Feature{
		gen.FeatureVersionedMigration,
		gen.FeaturePrivacy,
		gen.FeatureEntQL,
		gen.FeatureUpsert,
		gen.FeatureLock,
		gen.FeatureModifier,
		gen.FeatureIntercept,
	}}
	if err := entc.Generate("./schema", cfg, entc.Extensions(ex)); err != nil {
		log.Fatalf("ent codegen: %v", err)
	}
}
