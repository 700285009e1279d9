package graph

import "artmarket/server/domain/media"

// pictureURL is the address of a stored picture at the stored width closest
// to (not below) the one asked for; no width asks for the original.
func pictureURL(key string, origWidth int, width *int) string {
	want := origWidth
	if width != nil && *width > 0 {
		want = *width
	}
	return media.URL(key, media.PickWidth(origWidth, want))
}

// storedPicture is a picture field of a row (its name in the store and its
// size), or nil when the row has none.
func storedPicture(key string, width, height int) *media.Picture {
	if key == "" || width <= 0 {
		return nil
	}
	return &media.Picture{Key: key, Width: width, Height: height}
}
