package selling

import (
	"context"
	"strings"

	"artmarket/ent"
	"artmarket/ent/artist"
	"artmarket/ent/artwork"
	"artmarket/ent/gallery"
	"artmarket/ent/member"
	"artmarket/ent/privacy"
	"artmarket/ent/schema/nodeid"
	"artmarket/ent/schema/viewer"
	"artmarket/ent/work"
	"artmarket/server/domain/problem"
)

// OwnWorkByNumber is the member's work whose seller pages are
// /member/artwork/{number}; a refusal (not found) for another member's.
func OwnWorkByNumber(ctx context.Context, c *ent.Client, memberID, number int) (*ent.Work, error) {
	id, ok := nodeid.ID(nodeid.Work, number)
	if !ok {
		return nil, problem.New(problem.NotFound, MsgNotFound)
	}
	return OwnWork(ctx, c, memberID, id)
}

// PublicArtwork is the public work of s while anyone can see it (listed, or
// listed with an edit under review, or sold); nil when it was never listed
// or is taken down.
func PublicArtwork(ctx context.Context, c *ent.Client, s *ent.Work) (*ent.Artwork, error) {
	if s.ArtworkID == nil {
		return nil, nil
	}
	a, err := c.Artwork.Query().Where(artwork.ID(*s.ArtworkID), artwork.Hidden(false)).Only(viewer.AllowHidden(ctx))
	if ent.IsNotFound(err) {
		return nil, nil
	}
	return a, wrap("read public work of", s.ID, err)
}

// Stats are what the public did with a work's page: its favourites and
// page views, kept when it is taken down; zero before it was ever listed.
type Stats struct {
	Favorites int
	Views     int64
}

// PublicStats are the Stats of s.
func PublicStats(ctx context.Context, c *ent.Client, s *ent.Work) (Stats, error) {
	if s.ArtworkID == nil {
		return Stats{}, nil
	}
	a, err := c.Artwork.Query().Where(artwork.ID(*s.ArtworkID)).
		Select(artwork.FieldFavoriteCount, artwork.FieldViewCount).Only(viewer.AllowHidden(ctx))
	if ent.IsNotFound(err) {
		return Stats{}, nil
	}
	if err != nil {
		return Stats{}, wrap("read stats of", s.ID, err)
	}
	return Stats{Favorites: a.FavoriteCount, Views: a.ViewCount}, nil
}

// Names are the artist's and the seller's names of a work as its public page
// shows (or will show, once approved) them.
type Names struct {
	Artist string
	Seller string
}

// PublicNames are the Names of s: the catalogue's artist when one is set
// (chosen, or made on an earlier approval), else the seller's name for 本人
// or the new name typed in; the seller's nickname (a gallery's listing: the
// gallery's name) or MsgAnonymousSeller.
func PublicNames(ctx context.Context, c *ent.Client, s *ent.Work) (Names, error) {
	// The seller's names only, past the Member policy, for this one read.
	ctx = privacy.DecisionContext(viewer.AllowHidden(ctx), privacy.Allow)
	m, err := c.Member.Query().Where(member.ID(s.MemberID)).Select(member.FieldNickname, member.FieldUsername).Only(ctx)
	if err != nil {
		return Names{}, wrap("read seller of", s.ID, err)
	}
	out := Names{Seller: strings.TrimSpace(m.Nickname)}
	if s.GalleryID != nil { // a gallery's listing: the gallery sells it
		g, err := c.Gallery.Query().Where(gallery.ID(*s.GalleryID)).Select(gallery.FieldName).Only(ctx)
		if err != nil && !ent.IsNotFound(err) {
			return Names{}, wrap("read gallery of", s.ID, err)
		}
		if g != nil {
			out.Seller = g.Name
		}
	}
	if out.Seller == "" {
		out.Seller = MsgAnonymousSeller
	}
	switch {
	case s.ArtistID != nil:
		a, err := c.Artist.Query().Where(artist.ID(*s.ArtistID)).Select(artist.FieldName).Only(ctx)
		if err != nil && !ent.IsNotFound(err) {
			return Names{}, wrap("read artist of", s.ID, err)
		}
		if a != nil {
			out.Artist = a.Name
		}
	case s.ArtistKind != nil && *s.ArtistKind == work.ArtistKindSelf:
		out.Artist = m.Nickname
		if out.Artist == "" {
			out.Artist = m.Username
		}
	default:
		out.Artist = s.ArtistName
	}
	return out, nil
}
