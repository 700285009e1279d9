// Package imageref is a picture of a member's work for sale as a submission
// keeps it (Work.images): its name in the media store and its
// size in pixels, what the public ArtworkImage needs on approval.
package imageref

// Image is one uploaded picture.
type Image struct {
	Key    string `json:"key"`
	Width  int    `json:"width"`
	Height int    `json:"height"`
}
