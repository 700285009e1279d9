// Package draft holds the shape of an editor's unpublished edit of a piece
// of content (issue 24): the fields a reader will see once it is published,
// kept beside the published version until then.
package draft

import (
	"time"

	"artmarket/ent/schema/imageref"
)

// Article is an edit of an article not yet published: its title, standfirst,
// byline, sanitised body, tags and the works it quotes (ids), as the
// console saved them.
type Article struct {
	Title      string   `json:"title"`
	Summary    string   `json:"summary"`
	Author     string   `json:"author"`
	Body       string   `json:"body"`
	Tags       []string `json:"tags"`
	ArtworkIDs []int    `json:"artworkIDs"`
	// The picture at its head as uploaded; nil for none.
	Cover *imageref.Image `json:"cover,omitempty"`
}

// Live is an edit of an art live not yet published: what its page shows and
// the player plays, as the console saved them (times in UTC; status UPCOMING,
// LIVE or REPLAY).
type Live struct {
	Title       string     `json:"title"`
	Host        string     `json:"host"`
	Description string     `json:"description"`
	Status      string     `json:"status"`
	StartsAt    time.Time  `json:"startsAt"`
	EndsAt      *time.Time `json:"endsAt,omitempty"`
	StreamURL   string     `json:"streamURL"`
	ReplayURL   string     `json:"replayURL"`
}

// Exhibition is an edit of an exhibition not yet published: what its page
// shows (days as the UTC instant of that day's midnight in Shanghai, as the
// row keeps them) and the works it shows (ids).
type Exhibition struct {
	Title      string    `json:"title"`
	Subtitle   string    `json:"subtitle"`
	Venue      string    `json:"venue"`
	City       string    `json:"city"`
	Address    string    `json:"address"`
	StartsOn   time.Time `json:"startsOn"`
	EndsOn     time.Time `json:"endsOn"`
	PressText  string    `json:"pressText"`
	ArtworkIDs []int     `json:"artworkIDs"`
	// The press release as sanitised rich text (PressText is its plain text).
	Description string `json:"description,omitempty"`
	// The picture at the head of its page as uploaded; nil for none.
	Cover *imageref.Image `json:"cover,omitempty"`
}

// ViewingRoom is an edit of a viewing room not yet published: its title,
// statement, opening and closing (UTC) and the works it shows (ids).
type ViewingRoom struct {
	Title      string    `json:"title"`
	Statement  string    `json:"statement"`
	OpensAt    time.Time `json:"opensAt"`
	ClosesAt   time.Time `json:"closesAt"`
	ArtworkIDs []int     `json:"artworkIDs"`
	// The picture at its head as uploaded; nil for none.
	Cover *imageref.Image `json:"cover,omitempty"`
}

// Goods is an edit of the platform's own goods not yet published: what the
// shop shows of them (the kind GoodsKind's value, the work they are or are
// made after by id). Stock is not drafted: it moves by deltas at once.
type Goods struct {
	Kind        string `json:"kind"`
	Title       string `json:"title"`
	PriceFen    int64  `json:"priceFen"`
	EditionSize int    `json:"editionSize"`
	ArtworkID   int    `json:"artworkID"`
}

// HomeSection is one section of the home page (issue 24, point 2): its kind
// (artworks, artists, exhibitions, viewing_rooms, lives, articles,
// galleries, goods), its heading, and the pieces an editor chose for it (ids,
// in their order); none: the kind's latest fill it.
type HomeSection struct {
	Kind  string `json:"kind"`
	Title string `json:"title"`
	IDs   []int  `json:"ids"`
}

// HomeLayout is an edit of the home page's sections not yet published: the
// sections in their order.
type HomeLayout struct {
	Sections []HomeSection `json:"sections"`
}

// Artist is an edit of an artist not yet published: what their page shows
// (the portrait by its name in the media store and its size; empty when
// none) and the galleries that represent them (ids).
type Artist struct {
	Name           string `json:"name"`
	NameEn         string `json:"nameEn"`
	BirthYear      *int   `json:"birthYear,omitempty"`
	Region         string `json:"region"`
	Bio            string `json:"bio"`
	Portrait       string `json:"portrait"`
	PortraitWidth  int    `json:"portraitWidth"`
	PortraitHeight int    `json:"portraitHeight"`
	GalleryIDs     []int  `json:"galleryIDs"`
}

// Gallery is an edit of a gallery's page not yet published: its profile as
// the console saved it, and its logo and cover (pictures in the media store;
// nil when none).
type Gallery struct {
	Name         string          `json:"name"`
	NameEn       string          `json:"nameEn"`
	City         string          `json:"city"`
	Address      string          `json:"address"`
	OpeningHours string          `json:"openingHours"`
	Phone        string          `json:"phone"`
	Email        string          `json:"email"`
	Website      string          `json:"website"`
	Description  string          `json:"description"`
	Logo         *imageref.Image `json:"logo,omitempty"`
	Cover        *imageref.Image `json:"cover,omitempty"`
}
