// Package draft holds the shape of an editor's unpublished edit of a piece
// of content (issue 24): the fields a reader will see once it is published,
// kept beside the published version until then.
package draft

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
}
