package publishing

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"artmarket/ent"
	"artmarket/ent/artwork"
	"artmarket/ent/exhibition"
	"artmarket/ent/gallery"
	"artmarket/ent/predicate"
	"artmarket/ent/schema/draft"
	"artmarket/ent/schema/imageref"
	"artmarket/ent/schema/nodeid"
	"artmarket/ent/schema/richtext"
	"artmarket/ent/viewingroom"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/catalogue/schedule"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/roles"
)

// Exhibitions and viewing rooms (issue 24, points 2 and 3) are kept by
// editors for any gallery and by a gallery's managers for their own
// (kind.gallery): another gallery's piece answers as unknown, as a missing
// one does. A piece's gallery is chosen when it is created and stays.

// Limits of an exhibition's and a viewing room's fields (the ent schema's, in characters).
const (
	MaxExhibitionTitle = 120
	MaxSubtitle        = 200
	MaxVenue           = 120
	MaxCity            = 40
	MaxAddress         = 200
	MaxPressText       = 10000
	MaxDescription     = 50000 // the rich press release, as HTML
	MaxStatement       = 10000
	MaxPlaceWorks      = 60
)

// Messages of the exhibition and viewing-room forms.
const (
	MsgNoExhibition = "展览不存在"
	MsgNoRoom       = "线上展厅不存在"
	MsgPickGallery  = "请选择画廊"
	MsgNoVenue      = "请选择画廊或填写场馆名称"
	MsgNoStartsOn   = "请填写开幕日期"
	MsgNoEndsOn     = "请填写闭幕日期"
	MsgEndsOnEarly  = "闭幕日期不能早于开幕日期"
	MsgNoOpensAt    = "请填写开放时间"
	MsgNoClosesAt   = "请填写关闭时间"
	MsgClosesEarly  = "关闭时间须晚于开放时间"
	MsgNoShownWork  = "展出的作品不存在"
	MsgUnsafeText   = "展览介绍含有不安全的内容（脚本、javascript: 链接或事件属性），请删除后再保存"
	msgTooManyWorks = "展出的作品最多 %d 件"
	dayLayout       = "2006-01-02"
	galleryField    = "galleryID"
	artworksField   = "artworkNumbers"
)

// ExhibitionInput is what the console's exhibition form sends.
type ExhibitionInput struct {
	GalleryID                                        int // a new one's gallery (0: another venue, editors only); an edit keeps its own
	Title, Subtitle, Venue, City, Address, PressText string
	StartsOn, EndsOn                                 string // calendar days in Shanghai (2006-01-02)
	ArtworkNumbers                                   []int  // the works it shows, by their public number
	// The press release as rich text (the article body's editor); when
	// given it is the press release and PressText is ignored (derived).
	Description *string
	Cover       *imageref.Image // the picture at the head of its page; nil for none
}

// RoomInput is what the console's viewing-room form sends.
type RoomInput struct {
	GalleryID         int // a new one's gallery; an edit keeps its own
	Title, Statement  string
	OpensAt, ClosesAt time.Time
	ArtworkNumbers    []int
	Cover             *imageref.Image // the picture at its head; nil for none
}

// day reads a calendar day in Shanghai as the row keeps it (that day's midnight, UTC).
func day(field, s, missing string) (time.Time, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return time.Time{}, invalid(field, missing)
	}
	t, err := time.ParseInLocation(dayLayout, s, schedule.Shanghai)
	if err != nil || t.Year() < 1900 || t.Year() > 2200 {
		return time.Time{}, invalid(field, "请输入正确的日期")
	}
	return t.UTC(), nil
}

// Day is a stored day as the form shows it (2006-01-02 in Shanghai).
func Day(t time.Time) string { return t.In(schedule.Shanghai).Format(dayLayout) }

// CheckExhibition trims and checks in, answering the draft to store: the
// first broken rule is answered on its field (an end before the start on
// endsOn). inGallery: the exhibition is a gallery's (else its venue is named).
func CheckExhibition(ctx context.Context, c *ent.Client, in ExhibitionInput, inGallery bool) (draft.Exhibition, error) {
	d := draft.Exhibition{Title: strings.TrimSpace(in.Title), Subtitle: strings.TrimSpace(in.Subtitle), Venue: strings.TrimSpace(in.Venue),
		City: strings.TrimSpace(in.City), Address: strings.TrimSpace(in.Address), PressText: strings.TrimSpace(in.PressText)}
	if inGallery {
		d.Venue = "" // a gallery's show is at the gallery
	}
	if in.Description != nil {
		if utf8.RuneCountInString(*in.Description) > MaxDescription {
			return d, invalid("description", fmt.Sprintf("展览介绍不能超过 %d 个字", MaxDescription))
		}
		if unsafe.MatchString(*in.Description) {
			return d, invalid("description", MsgUnsafeText)
		}
		d.Description = richtext.Sanitize(*in.Description)
		if strings.TrimSpace(stripTags(d.Description)) == "" && !strings.Contains(d.Description, "<img") {
			d.Description = "" // an emptied editor: no press release
		}
		d.PressText = PlainText(d.Description)
		if utf8.RuneCountInString(d.PressText) > MaxPressText {
			return d, invalid("description", fmt.Sprintf("展览介绍不能超过 %d 个字", MaxPressText))
		}
	} else {
		d.Description = Paragraphs(d.PressText) // a plain press text (an older form): its paragraphs
	}
	if err := checkTexts([]text{
		{"title", "标题", d.Title, MaxExhibitionTitle, true},
		{"subtitle", "副标题", d.Subtitle, MaxSubtitle, false},
		{"venue", "场馆名称", d.Venue, MaxVenue, false},
		{"city", "城市", d.City, MaxCity, true},
		{"address", "地址", d.Address, MaxAddress, false},
		{"pressText", "展览介绍", d.PressText, MaxPressText, false},
	}); err != nil {
		return d, err
	}
	if !inGallery && d.Venue == "" {
		return d, invalid("venue", MsgNoVenue)
	}
	var err error
	if d.StartsOn, err = day("startsOn", in.StartsOn, MsgNoStartsOn); err != nil {
		return d, err
	}
	if d.EndsOn, err = day("endsOn", in.EndsOn, MsgNoEndsOn); err != nil {
		return d, err
	}
	if d.EndsOn.Before(d.StartsOn) {
		return d, invalid("endsOn", MsgEndsOnEarly)
	}
	if d.Cover, err = checkCover(in.Cover); err != nil {
		return d, err
	}
	d.ArtworkIDs, err = workIDs(ctx, c, artworksField, in.ArtworkNumbers, MaxPlaceWorks, msgTooManyWorks, MsgNoShownWork)
	return d, err
}

// CheckRoom trims and checks in, answering the draft to store.
func CheckRoom(ctx context.Context, c *ent.Client, in RoomInput) (draft.ViewingRoom, error) {
	d := draft.ViewingRoom{Title: strings.TrimSpace(in.Title), Statement: strings.TrimSpace(in.Statement)}
	if err := checkTexts([]text{
		{"title", "标题", d.Title, MaxExhibitionTitle, true},
		{"statement", "策展语", d.Statement, MaxStatement, false},
	}); err != nil {
		return d, err
	}
	switch {
	case in.OpensAt.IsZero():
		return d, invalid("opensAt", MsgNoOpensAt)
	case in.ClosesAt.IsZero():
		return d, invalid("closesAt", MsgNoClosesAt)
	case !in.ClosesAt.After(in.OpensAt):
		return d, invalid("closesAt", MsgClosesEarly)
	}
	d.OpensAt, d.ClosesAt = in.OpensAt.UTC(), in.ClosesAt.UTC()
	var err error
	if d.Cover, err = checkCover(in.Cover); err != nil {
		return d, err
	}
	d.ArtworkIDs, err = workIDs(ctx, c, artworksField, in.ArtworkNumbers, MaxPlaceWorks, msgTooManyWorks, MsgNoShownWork)
	return d, err
}

// galleryFor checks the gallery a new piece is given, for the holder of h:
// an editor any gallery that exists (or none when not required), a manager
// only their own (another answers as unknown).
func galleryFor(ctx context.Context, c *ent.Client, h roles.Held, id int, required bool) error {
	editor := h.Has(roles.Editor)
	switch {
	case id == 0 && (required || !editor):
		return invalid(galleryField, MsgPickGallery)
	case id == 0:
		return nil
	case !editor && !h.Manages(id):
		return problem.New(problem.NotFound, roles.MsgNoGallery).OnField(galleryField)
	}
	ok, err := c.Gallery.Query().Where(gallery.ID(id)).Exist(all(ctx))
	if err != nil {
		return fmt.Errorf("publishing: gallery %d: %w", id, err)
	}
	if !ok {
		return problem.New(problem.NotFound, roles.MsgNoGallery).OnField(galleryField)
	}
	return nil
}

// placeSave is how a gallery kind's piece is checked and written (D its draft).
type placeSave[E, D any] struct {
	galleryRequired bool
	check           func(inGallery bool) (D, error)
	title           func(d D) string
	create          func(ctx context.Context, c *ent.Client, galleryID int, d D) (E, int, error)
	diff            func(e E, d D) map[string][2]any
	update          func(ctx context.Context, c *ent.Client, e E, d D) (E, error)
}

// savePlace creates a piece of kind k in galleryID (id 0: a draft, never
// published) or saves an edit of piece id as its draft, for who: an editor,
// or the manager of its gallery. Nothing is written when refused.
func savePlace[E, D any](ctx context.Context, c *ent.Client, k *kind[E], who audit.Actor, id, galleryID int, s placeSave[E, D]) (E, error) {
	var zero E
	h, err := k.keeper(ctx, c, &who)
	if err != nil {
		return zero, err
	}
	if id != 0 {
		e, err := k.read(ctx, c, who, id) // unknown when it is another gallery's
		if err != nil {
			return zero, err
		}
		galleryID = k.gallery(e)
	} else if err := galleryFor(ctx, c, h, galleryID, s.galleryRequired); err != nil {
		return zero, err
	}
	d, err := s.check(galleryID != 0)
	if err != nil {
		return zero, err
	}
	if id == 0 {
		return k.create(ctx, c, who, s.title(d), func(ctx context.Context, c *ent.Client) (E, int, error) {
			return s.create(ctx, c, galleryID, d)
		})
	}
	return k.edit(ctx, c, who, id, func(e E) map[string][2]any { return s.diff(e, d) },
		func(ctx context.Context, c *ent.Client, e E) (E, error) { return s.update(ctx, c, e, d) })
}

// galleryOf is the id of a piece's gallery as loaded with it (0: none).
func galleryOf(g *ent.Gallery) int {
	if g == nil {
		return 0
	}
	return g.ID
}

// artistsOf are the artists of the works ids (an exhibition shows their artists).
func artistsOf(ctx context.Context, c *ent.Client, ids []int) ([]int, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	return c.Artwork.Query().Where(artwork.IDIn(ids...)).QueryArtist().IDs(ctx)
}

// exhibitions are the exhibitions as publishing keeps them.
var exhibitions = keptIn(&kind[*ent.Exhibition]{
	target: audit.TargetExhibition, path: "exhibitions", node: nodeid.Exhibition, none: MsgNoExhibition,
	state: func(x *ent.Exhibition) (State, bool, *time.Time) {
		return State(x.Publication), x.Draft != nil, x.PublishAt
	},
	publish: publishExhibition,
	gallery: func(x *ent.Exhibition) int { return galleryOf(x.Edges.Gallery) },
}, func(c *ent.Client) *ent.ExhibitionClient { return c.Exhibition }, loadEdges[*ent.ExhibitionQuery])

// ExhibitionContent is what the form shows and a preview renders: the draft
// when an edit waits, else the published version (its works are the
// caller's to read from the edge when it has no draft).
//
// A press release written before the rich description (plain press text
// only) is given as its paragraphs, so the editor starts from it and the
// next publication stores it as rich text.
func ExhibitionContent(x *ent.Exhibition) draft.Exhibition {
	d := draft.Exhibition{Title: x.Title, Subtitle: x.Subtitle, Venue: x.Venue, City: x.City, Address: x.Address,
		StartsOn: x.StartsOn, EndsOn: x.EndsOn, PressText: x.PressText, Description: x.Description, Cover: x.CoverPicture}
	if x.Draft != nil {
		d = *x.Draft
	}
	if d.Description == "" && strings.TrimSpace(d.PressText) != "" {
		d.Description = Paragraphs(d.PressText)
	}
	return d
}

// ExhibitionPreview is x as its public page will show it once published (not saved).
func ExhibitionPreview(x *ent.Exhibition) *ent.Exhibition {
	p := *x
	d := ExhibitionContent(x)
	p.Title, p.Subtitle, p.Venue, p.City, p.Address, p.StartsOn, p.EndsOn, p.PressText, p.Description, p.CoverPicture =
		d.Title, d.Subtitle, d.Venue, d.City, d.Address, d.StartsOn, d.EndsOn, d.PressText, d.Description, d.Cover
	return &p
}

// GetExhibition is exhibition id for who (an editor, or its gallery's manager), whatever its state.
func GetExhibition(ctx context.Context, c *ent.Client, who audit.Actor, id int) (*ent.Exhibition, error) {
	return exhibitions.read(ctx, c, who, id)
}

// ListExhibitions is the exhibitions who keeps, the most recently changed first (at most limit).
func ListExhibitions(ctx context.Context, c *ent.Client, who audit.Actor, limit int) ([]*ent.Exhibition, error) {
	return recent(ctx, c, exhibitions, who, loadEdges(c.Exhibition.Query()), limit,
		func(ids ...int) predicate.Exhibition { return exhibition.HasGalleryWith(gallery.IDIn(ids...)) })
}

// SaveExhibition creates an exhibition (id 0: a draft in in.GalleryID) or
// saves an edit of exhibition id as its draft, for an editor or its
// gallery's manager; the published version stays until published.
func SaveExhibition(ctx context.Context, c *ent.Client, who audit.Actor, id int, in ExhibitionInput) (*ent.Exhibition, error) {
	x, err := savePlace(ctx, c, exhibitions, who, id, in.GalleryID, placeSave[*ent.Exhibition, draft.Exhibition]{
		check: func(inGallery bool) (draft.Exhibition, error) { return CheckExhibition(ctx, c, in, inGallery) },
		title: func(d draft.Exhibition) string { return d.Title },
		create: func(ctx context.Context, c *ent.Client, galleryID int, d draft.Exhibition) (*ent.Exhibition, int, error) {
			x, err := withCover(writeExhibition(c.Exhibition.Create(), d), d.Cover).SetNillableGalleryID(nonZero(galleryID)).
				SetPublication(exhibition.PublicationDraft).SetDraft(&d).AddArtworkIDs(d.ArtworkIDs...).Save(ctx)
			if err != nil {
				return nil, 0, err
			}
			return x, x.ID, nil
		},
		diff: func(x *ent.Exhibition, d draft.Exhibition) map[string][2]any {
			return exhibitionDiff(ExhibitionContent(x), d, ExhibitionWorks(x))
		},
		update: func(ctx context.Context, c *ent.Client, x *ent.Exhibition, d draft.Exhibition) (*ent.Exhibition, error) {
			u := c.Exhibition.UpdateOne(x).SetDraft(&d)
			if x.Publication != exhibition.PublicationPublished { // no reader sees it: its works follow at once, for the preview
				u.ClearArtworks().AddArtworkIDs(d.ArtworkIDs...)
			}
			return u.Save(ctx)
		},
	})
	return reloaded(ctx, c, exhibitions, exhibitionID, x, err)
}

func exhibitionID(x *ent.Exhibition) int { return x.ID }

func roomID(r *ent.ViewingRoom) int { return r.ID }

// ActOnExhibition takes action on exhibition id for an editor or its gallery's manager at now (kind.act).
func ActOnExhibition(ctx context.Context, c *ent.Client, who audit.Actor, id int, action Action, at, now time.Time) (*ent.Exhibition, error) {
	x, err := exhibitions.act(ctx, c, who, id, action, at, now)
	return reloaded(ctx, c, exhibitions, exhibitionID, x, err)
}

// shown are the ids of the works a piece shows as its form has them: its
// draft's when an edit waits, else its published edge's (loaded with it).
func shown(draftIDs []int, hasDraft bool, edge []*ent.Artwork) []int {
	if hasDraft {
		return draftIDs
	}
	ids := make([]int, len(edge))
	for i, w := range edge {
		ids[i] = w.ID
	}
	slices.Sort(ids)
	return ids
}

// ExhibitionWorks are the ids of the works x shows as its form has them.
func ExhibitionWorks(x *ent.Exhibition) []int {
	if x.Draft != nil {
		return shown(x.Draft.ArtworkIDs, true, nil)
	}
	return shown(nil, false, x.Edges.Artworks)
}

// RoomWorks are the ids of the works r shows as its form has them.
func RoomWorks(r *ent.ViewingRoom) []int {
	if r.Draft != nil {
		return shown(r.Draft.ArtworkIDs, true, nil)
	}
	return shown(nil, false, r.Edges.Artworks)
}

// withEdges reads a piece's gallery and the ids of its works with it.
type withEdges[Q any] interface {
	WithGallery(...func(*ent.GalleryQuery)) Q
	WithArtworks(...func(*ent.ArtworkQuery)) Q
}

func loadEdges[Q withEdges[Q]](q Q) Q {
	return q.WithGallery().WithArtworks(func(q *ent.ArtworkQuery) { q.Select(artwork.FieldID) })
}

// reloaded answers a write of piece id read again with its edges (a write's
// answer has none), or the write's error.
func reloaded[E any](ctx context.Context, c *ent.Client, k *kind[E], id func(E) int, e E, err error) (E, error) {
	if err != nil {
		return e, err
	}
	out, err := k.get(all(ctx), c, id(e))
	if err != nil {
		return out, fmt.Errorf("publishing: read %s again: %w", k.target, err)
	}
	return out, nil
}

// exhibitionDiff is what an edit of an exhibition changed, for the audit log.
func exhibitionDiff(before, after draft.Exhibition, works []int) map[string][2]any {
	out := changeSet{}
	out.add("title", before.Title, after.Title, before.Title == after.Title)
	out.add("subtitle", before.Subtitle, after.Subtitle, before.Subtitle == after.Subtitle)
	out.add("venue", before.Venue, after.Venue, before.Venue == after.Venue)
	out.add("city", before.City, after.City, before.City == after.City)
	out.add("address", before.Address, after.Address, before.Address == after.Address)
	out.add("startsOn", Day(before.StartsOn), Day(after.StartsOn), before.StartsOn.Equal(after.StartsOn))
	out.add("endsOn", Day(before.EndsOn), Day(after.EndsOn), before.EndsOn.Equal(after.EndsOn))
	out.length("pressText", before.PressText, after.PressText)
	out.length("description", before.Description, after.Description)
	out.cover(before.Cover, after.Cover)
	out.add("artworks", works, after.ArtworkIDs, slices.Equal(works, after.ArtworkIDs))
	return out
}

// exhibitionWriter is what writeExhibition sets: an exhibition's create or update.
type exhibitionWriter[W any] interface {
	SetTitle(string) W
	SetSubtitle(string) W
	SetVenue(string) W
	SetCity(string) W
	SetAddress(string) W
	SetStartsOn(time.Time) W
	SetEndsOn(time.Time) W
	SetPressText(string) W
	SetDescription(string) W
}

// writeExhibition sets d's fields as an exhibition's published ones.
func writeExhibition[W exhibitionWriter[W]](w W, d draft.Exhibition) W {
	w.SetTitle(d.Title).SetSubtitle(d.Subtitle).SetVenue(d.Venue).SetCity(d.City).SetAddress(d.Address).
		SetStartsOn(d.StartsOn).SetEndsOn(d.EndsOn).SetPressText(d.PressText).SetDescription(d.Description)
	return w
}

// publishExhibition makes x's draft its published version: its fields, its
// works and their artists (an exhibition without works keeps its artists).
func publishExhibition(ctx context.Context, c *ent.Client, x *ent.Exhibition, _ State, _ time.Time) (*ent.Exhibition, error) {
	u := c.Exhibition.UpdateOne(x).SetPublication(exhibition.PublicationPublished).ClearPublishAt().ClearDraft()
	if d := x.Draft; d != nil {
		setCover(writeExhibition(u, *d), d.Cover).ClearArtworks().AddArtworkIDs(d.ArtworkIDs...)
		artists, err := artistsOf(ctx, c, d.ArtworkIDs)
		if err != nil {
			return nil, err
		}
		if len(artists) > 0 {
			u.ClearArtists().AddArtistIDs(artists...)
		}
	}
	return u.Save(ctx)
}

// rooms are the viewing rooms as publishing keeps them.
var rooms = keptIn(&kind[*ent.ViewingRoom]{
	target: audit.TargetViewingRoom, path: "viewing-rooms", node: nodeid.ViewingRoom, none: MsgNoRoom,
	state: func(r *ent.ViewingRoom) (State, bool, *time.Time) {
		return State(r.Publication), r.Draft != nil, r.PublishAt
	},
	publish: publishRoom,
	gallery: func(r *ent.ViewingRoom) int { return galleryOf(r.Edges.Gallery) },
}, func(c *ent.Client) *ent.ViewingRoomClient { return c.ViewingRoom }, loadEdges[*ent.ViewingRoomQuery])

// RoomContent is what the form shows and a preview renders: the draft when
// an edit waits, else the published version.
func RoomContent(r *ent.ViewingRoom) draft.ViewingRoom {
	if r.Draft != nil {
		return *r.Draft
	}
	return draft.ViewingRoom{Title: r.Title, Statement: r.Statement, OpensAt: r.OpensAt, ClosesAt: r.ClosesAt, Cover: r.CoverPicture}
}

// RoomPreview is r as its public page will show it once published (not saved).
func RoomPreview(r *ent.ViewingRoom) *ent.ViewingRoom {
	p := *r
	d := RoomContent(r)
	p.Title, p.Statement, p.OpensAt, p.ClosesAt, p.CoverPicture = d.Title, d.Statement, d.OpensAt, d.ClosesAt, d.Cover
	return &p
}

// GetRoom is viewing room id for who (an editor, or its gallery's manager), whatever its state.
func GetRoom(ctx context.Context, c *ent.Client, who audit.Actor, id int) (*ent.ViewingRoom, error) {
	return rooms.read(ctx, c, who, id)
}

// ListRooms is the viewing rooms who keeps, the most recently changed first (at most limit).
func ListRooms(ctx context.Context, c *ent.Client, who audit.Actor, limit int) ([]*ent.ViewingRoom, error) {
	return recent(ctx, c, rooms, who, loadEdges(c.ViewingRoom.Query()), limit,
		func(ids ...int) predicate.ViewingRoom { return viewingroom.HasGalleryWith(gallery.IDIn(ids...)) })
}

// SaveRoom creates a viewing room (id 0: a draft in in.GalleryID) or saves
// an edit of room id as its draft, for an editor or its gallery's manager.
func SaveRoom(ctx context.Context, c *ent.Client, who audit.Actor, id int, in RoomInput) (*ent.ViewingRoom, error) {
	r, err := savePlace(ctx, c, rooms, who, id, in.GalleryID, placeSave[*ent.ViewingRoom, draft.ViewingRoom]{
		galleryRequired: true,
		check:           func(bool) (draft.ViewingRoom, error) { return CheckRoom(ctx, c, in) },
		title:           func(d draft.ViewingRoom) string { return d.Title },
		create: func(ctx context.Context, c *ent.Client, galleryID int, d draft.ViewingRoom) (*ent.ViewingRoom, int, error) {
			r, err := withCover(writeRoom(c.ViewingRoom.Create(), d), d.Cover).SetGalleryID(galleryID).
				SetPublication(viewingroom.PublicationDraft).SetDraft(&d).AddArtworkIDs(d.ArtworkIDs...).Save(ctx)
			if err != nil {
				return nil, 0, err
			}
			return r, r.ID, nil
		},
		diff: func(r *ent.ViewingRoom, d draft.ViewingRoom) map[string][2]any {
			works := RoomWorks(r)
			before := RoomContent(r)
			out := changeSet{}
			out.add("title", before.Title, d.Title, before.Title == d.Title)
			out.length("statement", before.Statement, d.Statement)
			out.add("opensAt", before.OpensAt, d.OpensAt, before.OpensAt.Equal(d.OpensAt))
			out.add("closesAt", before.ClosesAt, d.ClosesAt, before.ClosesAt.Equal(d.ClosesAt))
			out.add("artworks", works, d.ArtworkIDs, slices.Equal(works, d.ArtworkIDs))
			out.cover(before.Cover, d.Cover)
			return out
		},
		update: func(ctx context.Context, c *ent.Client, r *ent.ViewingRoom, d draft.ViewingRoom) (*ent.ViewingRoom, error) {
			u := c.ViewingRoom.UpdateOne(r).SetDraft(&d)
			if r.Publication != viewingroom.PublicationPublished {
				u.ClearArtworks().AddArtworkIDs(d.ArtworkIDs...)
			}
			return u.Save(ctx)
		},
	})
	return reloaded(ctx, c, rooms, roomID, r, err)
}

// ActOnRoom takes action on viewing room id for an editor or its gallery's manager at now (kind.act).
func ActOnRoom(ctx context.Context, c *ent.Client, who audit.Actor, id int, action Action, at, now time.Time) (*ent.ViewingRoom, error) {
	r, err := rooms.act(ctx, c, who, id, action, at, now)
	return reloaded(ctx, c, rooms, roomID, r, err)
}

// roomWriter is what writeRoom sets: a viewing room's create or update.
type roomWriter[W any] interface {
	SetTitle(string) W
	SetStatement(string) W
	SetOpensAt(time.Time) W
	SetClosesAt(time.Time) W
}

func writeRoom[W roomWriter[W]](w W, d draft.ViewingRoom) W {
	w.SetTitle(d.Title).SetStatement(d.Statement).SetOpensAt(d.OpensAt).SetClosesAt(d.ClosesAt)
	return w
}

// publishRoom makes r's draft its published version (its works too).
func publishRoom(ctx context.Context, c *ent.Client, r *ent.ViewingRoom, _ State, _ time.Time) (*ent.ViewingRoom, error) {
	u := c.ViewingRoom.UpdateOne(r).SetPublication(viewingroom.PublicationPublished).ClearPublishAt().ClearDraft()
	if d := r.Draft; d != nil {
		setCover(writeRoom(u, *d), d.Cover).ClearArtworks().AddArtworkIDs(d.ArtworkIDs...)
	}
	return u.Save(ctx)
}

// nonZero is &id, or nil for 0 (no gallery).
func nonZero(id int) *int {
	if id == 0 {
		return nil
	}
	return &id
}
