package publishing

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"artmarket/ent"
	"artmarket/ent/artist"
	"artmarket/ent/gallery"
	"artmarket/ent/predicate"
	"artmarket/ent/schema/draft"
	"artmarket/ent/schema/imageref"
	"artmarket/ent/schema/nodeid"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/catalogue/schedule"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/roles"
)

// Artists (issue 24, points 2 and 3) are kept by editors, every one, and by
// the managers of the galleries that represent them (kind.galleries: an
// artist has several): another gallery's artist answers as unknown, as a
// missing one does. An artist a manager creates is represented by their
// gallery; a manager's edit changes only their own galleries' part of the
// representation and keeps one of them (else they would lose the artist).

// Limits of an artist's fields (the ent schema's, in characters).
const (
	MaxArtistName      = 80
	MaxArtistNameEn    = 120
	MaxArtistRegion    = 40
	MaxArtistBio       = 5000
	MinBirthYear       = 1000
	MaxArtistGalleries = 20
	// MaxPortraitSide bounds a portrait's sides as the form sends them (the upload refuses larger pictures).
	MaxPortraitSide = 12000
)

// Messages of the artist form.
const (
	MsgNoArtist        = "艺术家不存在"
	MsgBirthYear       = "出生年份须在 1000 年到今年之间"
	MsgBadPortrait     = "肖像图片无效，请重新上传"
	MsgKeepGallery     = "请至少保留一家您管理的画廊"
	msgManyGalleries   = "代理画廊最多 %d 家"
	artistGalleryField = "galleryIDs"
)

// ArtistInput is what the console's artist form sends.
type ArtistInput struct {
	Name, NameEn, Region, Bio string
	BirthYear                 *int           // nil: unknown
	Portrait                  imageref.Image // an uploaded picture (POST /api/upload/content-image); Key "": none
	GalleryIDs                []int          // the galleries that represent the artist
}

// CheckArtist trims and checks in (its galleries aside, checkRepresentation)
// at now, answering the draft to store: the first broken rule on its field.
func CheckArtist(in ArtistInput, now time.Time) (draft.Artist, error) {
	d := draft.Artist{Name: strings.TrimSpace(in.Name), NameEn: strings.TrimSpace(in.NameEn), Region: strings.TrimSpace(in.Region),
		Bio: strings.TrimSpace(in.Bio), BirthYear: in.BirthYear}
	if err := checkTexts([]text{
		{"name", "姓名", d.Name, MaxArtistName, true},
		{"nameEn", "英文名", d.NameEn, MaxArtistNameEn, false},
		{"region", "地区", d.Region, MaxArtistRegion, false},
		{"bio", "简介", d.Bio, MaxArtistBio, false},
	}); err != nil {
		return d, err
	}
	if y := d.BirthYear; y != nil && (*y < MinBirthYear || *y > now.In(schedule.Shanghai).Year()) {
		return d, invalid("birthYear", MsgBirthYear)
	}
	if p := in.Portrait; p.Key != "" {
		if !uploaded(p) || p.Width > MaxPortraitSide || p.Height > MaxPortraitSide {
			return d, invalid("portrait", MsgBadPortrait)
		}
		d.Portrait, d.PortraitWidth, d.PortraitHeight = p.Key, p.Width, p.Height
	}
	return d, nil
}

// checkRepresentation answers the galleries that represent an artist after
// a save by the holder of h: before are those they have now (none for a new
// artist), asked those the form sends. An editor sets them all (each must
// exist); a manager changes only their own galleries' part, keeps the
// others', and must keep one of their own. A gallery neither theirs nor
// already there answers as unknown.
func checkRepresentation(ctx context.Context, c *ent.Client, h roles.Held, before, asked []int) ([]int, error) {
	asked = slices.Compact(slices.Sorted(slices.Values(asked)))
	if len(asked) > MaxArtistGalleries {
		return nil, invalid(artistGalleryField, fmt.Sprintf(msgManyGalleries, MaxArtistGalleries))
	}
	out := asked
	if !h.Has(roles.Editor) {
		out = nil
		for _, id := range before {
			if !h.Manages(id) {
				out = append(out, id) // another gallery's part stays as it was
			}
		}
		mine := false
		for _, id := range asked {
			switch {
			case h.Manages(id):
				mine = true
				out = append(out, id)
			case !slices.Contains(before, id):
				return nil, problem.New(problem.NotFound, roles.MsgNoGallery).OnField(artistGalleryField)
			}
		}
		if !mine {
			msg := MsgKeepGallery
			if len(before) == 0 {
				msg = MsgPickGallery
			}
			return nil, invalid(artistGalleryField, msg)
		}
		out = slices.Compact(slices.Sorted(slices.Values(out)))
	}
	if len(out) == 0 {
		return []int{}, nil
	}
	n, err := c.Gallery.Query().Where(gallery.IDIn(out...)).Count(all(ctx))
	if err != nil {
		return nil, fmt.Errorf("publishing: galleries %v: %w", out, err)
	}
	if n != len(out) {
		return nil, problem.New(problem.NotFound, roles.MsgNoGallery).OnField(artistGalleryField)
	}
	return out, nil
}

// artists are the artists as publishing keeps them.
var artists = keptIn(&kind[*ent.Artist]{
	target: audit.TargetArtist, path: "artists", node: nodeid.Artist, none: MsgNoArtist,
	state: func(a *ent.Artist) (State, bool, *time.Time) {
		return State(a.Publication), a.Draft != nil, a.PublishAt
	},
	publish:   publishArtist,
	galleries: artistGalleries,
}, func(c *ent.Client) *ent.ArtistClient { return c.Artist }, withGalleries)

func withGalleries(q *ent.ArtistQuery) *ent.ArtistQuery {
	return q.WithGalleries(func(q *ent.GalleryQuery) { q.Select(gallery.FieldID, gallery.FieldName) })
}

// artistGalleries are the galleries whose managers keep a: those that
// represent the artist now and those its waiting edit names.
func artistGalleries(a *ent.Artist) []int {
	out := representedBy(a)
	if a.Draft != nil {
		out = append(out, a.Draft.GalleryIDs...)
	}
	return out
}

// representedBy are the ids of the galleries that represent a now (loaded with it), in order.
func representedBy(a *ent.Artist) []int {
	out := make([]int, len(a.Edges.Galleries))
	for i, g := range a.Edges.Galleries {
		out[i] = g.ID
	}
	slices.Sort(out)
	return out
}

// ArtistContent is what the form shows and a preview renders: the draft
// when an edit waits, else the published version (its galleries loaded).
func ArtistContent(a *ent.Artist) draft.Artist {
	if a.Draft != nil {
		return *a.Draft
	}
	return draft.Artist{Name: a.Name, NameEn: a.NameEn, BirthYear: a.BirthYear, Region: a.Region, Bio: a.Bio,
		Portrait: a.Portrait, PortraitWidth: a.PortraitWidth, PortraitHeight: a.PortraitHeight, GalleryIDs: representedBy(a)}
}

// ArtistPreview is a as their public page will show them once published (not saved).
func ArtistPreview(a *ent.Artist) *ent.Artist {
	p := *a
	d := ArtistContent(a)
	p.Name, p.NameEn, p.BirthYear, p.Region, p.Bio, p.Portrait, p.PortraitWidth, p.PortraitHeight =
		d.Name, d.NameEn, d.BirthYear, d.Region, d.Bio, d.Portrait, d.PortraitWidth, d.PortraitHeight
	return &p
}

// GetArtist is artist id for who (an editor, or a representing gallery's manager), whatever their state.
func GetArtist(ctx context.Context, c *ent.Client, who audit.Actor, id int) (*ent.Artist, error) {
	return artists.read(ctx, c, who, id)
}

// ListArtists is the artists who keeps, the most recently changed first (at most limit).
func ListArtists(ctx context.Context, c *ent.Client, who audit.Actor, limit int) ([]*ent.Artist, error) {
	return recent(ctx, c, artists, who, withGalleries(c.Artist.Query()), limit,
		func(ids ...int) predicate.Artist { return artist.HasGalleriesWith(gallery.IDIn(ids...)) })
}

// SaveArtist creates an artist (id 0: a draft, never published) or saves an
// edit of artist id as their draft at now, for an editor or a representing
// gallery's manager; the published version stays until published. Nothing
// is written when refused.
func SaveArtist(ctx context.Context, c *ent.Client, who audit.Actor, id int, in ArtistInput, now time.Time) (*ent.Artist, error) {
	h, err := artists.keeper(ctx, c, &who)
	if err != nil {
		return nil, err
	}
	if id != 0 {
		// Unknown when no gallery of theirs represents the artist, before the form's checks (as always);
		// the galleries the check keeps are read again under the row's lock (checkedEdit).
		if _, err := artists.read(ctx, c, who, id); err != nil {
			return nil, err
		}
	}
	d, err := CheckArtist(in, now)
	if err != nil {
		return nil, err
	}
	var a *ent.Artist
	if id == 0 {
		if d.GalleryIDs, err = checkRepresentation(ctx, c, h, nil, in.GalleryIDs); err != nil {
			return nil, err
		}
		a, err = artists.create(ctx, c, who, d.Name, func(ctx context.Context, c *ent.Client) (*ent.Artist, int, error) {
			a, err := writeArtist(c.Artist.Create(), d).SetPublication(artist.PublicationDraft).SetDraft(&d).
				AddGalleryIDs(d.GalleryIDs...).Save(ctx)
			if err != nil {
				return nil, 0, err
			}
			return a, a.ID, nil
		})
	} else {
		a, err = artists.checkedEdit(ctx, c, who, id, func(ctx context.Context, c *ent.Client, a *ent.Artist) (map[string][2]any, error) {
			// The galleries as the last committed edit left them: a racing manager's change is kept, not undone.
			before := ArtistContent(a)
			var err error
			if d.GalleryIDs, err = checkRepresentation(ctx, c, h, before.GalleryIDs, in.GalleryIDs); err != nil {
				return nil, err
			}
			return artistDiff(before, d), nil
		},
			func(ctx context.Context, c *ent.Client, a *ent.Artist) (*ent.Artist, error) {
				u := c.Artist.UpdateOne(a).SetDraft(&d)
				if a.Publication != artist.PublicationPublished { // no reader sees it: its galleries follow at once
					u.ClearGalleries().AddGalleryIDs(d.GalleryIDs...)
				}
				return u.Save(ctx)
			})
	}
	return reloaded(ctx, c, artists, artistID, a, err)
}

func artistID(a *ent.Artist) int { return a.ID }

// ActOnArtist takes action on artist id for an editor or a representing gallery's manager at now (kind.act).
func ActOnArtist(ctx context.Context, c *ent.Client, who audit.Actor, id int, action Action, at, now time.Time) (*ent.Artist, error) {
	a, err := artists.act(ctx, c, who, id, action, at, now)
	return reloaded(ctx, c, artists, artistID, a, err)
}

// artistDiff is what an edit of an artist changed, for the audit log.
func artistDiff(before, after draft.Artist) map[string][2]any {
	out := changeSet{}
	out.add("name", before.Name, after.Name, before.Name == after.Name)
	out.add("nameEn", before.NameEn, after.NameEn, before.NameEn == after.NameEn)
	out.add("birthYear", before.BirthYear, after.BirthYear, equalYear(before.BirthYear, after.BirthYear))
	out.add("region", before.Region, after.Region, before.Region == after.Region)
	out.length("bio", before.Bio, after.Bio)
	out.add("portrait", before.Portrait, after.Portrait, before.Portrait == after.Portrait)
	out.add("galleries", before.GalleryIDs, after.GalleryIDs, slices.Equal(before.GalleryIDs, after.GalleryIDs))
	return out
}

func equalYear(a, b *int) bool { return (a == nil) == (b == nil) && (a == nil || *a == *b) }

// artistWriter is what writeArtist sets: an artist's create or update.
type artistWriter[W any] interface {
	SetName(string) W
	SetNameEn(string) W
	SetNillableBirthYear(*int) W
	SetRegion(string) W
	SetBio(string) W
	SetPortrait(string) W
	SetPortraitWidth(int) W
	SetPortraitHeight(int) W
}

// writeArtist sets d's fields as an artist's published ones.
func writeArtist[W artistWriter[W]](w W, d draft.Artist) W {
	w.SetName(d.Name).SetNameEn(d.NameEn).SetNillableBirthYear(d.BirthYear).SetRegion(d.Region).SetBio(d.Bio).
		SetPortrait(d.Portrait).SetPortraitWidth(d.PortraitWidth).SetPortraitHeight(d.PortraitHeight)
	return w
}

// publishArtist makes a's draft their published version: their fields and
// the galleries that represent them.
func publishArtist(ctx context.Context, c *ent.Client, a *ent.Artist, _ State, _ time.Time) (*ent.Artist, error) {
	u := c.Artist.UpdateOne(a).SetPublication(artist.PublicationPublished).ClearPublishAt().ClearDraft()
	if d := a.Draft; d != nil {
		writeArtist(u, *d).ClearGalleries().AddGalleryIDs(d.GalleryIDs...)
		if d.BirthYear == nil {
			u.ClearBirthYear()
		}
	}
	return u.Save(ctx)
}
